import type { ThunkDispatch } from '@reduxjs/toolkit';
import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Middleware,
  type UnknownAction,
} from 'redux';
import { dynamicMiddleware } from '../core/store/middleware.ts';
import { rootReducer, type RootState } from '../core/store/root-reducer.ts';

// What RTK's thunk middleware does (createAsyncThunk needs it), without loading RTK up front.
const thunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function'
      ? (action as (d: unknown, g: unknown) => unknown)(dispatch, getState)
      : next(action);

// Feature slices inject themselves into rootReducer when their chunk loads (root-reducer.ts), and
// the data layer (core/api) adds its cache and middleware the same way when it first loads.
export const store = createStore(rootReducer, applyMiddleware(thunk, dynamicMiddleware));

export type { RootState };
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
