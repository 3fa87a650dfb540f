import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../core/store/root-reducer.ts';

// Feature slices are injected into rootReducer by their own (lazy) modules, see root-reducer.ts.
export const store = configureStore({ reducer: rootReducer });

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
