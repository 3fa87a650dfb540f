import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { legacy_createStore as createStore } from 'redux';
import { describe, expect, it } from 'vitest';
import { rootReducer } from './root-reducer.ts';

const counterSlice = createSlice({
  name: 'counterForTest',
  initialState: { value: 1 },
  reducers: { increment: (s) => void (s.value += 1) },
});

declare module './root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

describe('root reducer', () => {
  it('holds the core slices and takes feature slices injected later', () => {
    const store = createStore(rootReducer);
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'layout']);
    const injected = counterSlice.injectInto(rootReducer);
    // Before any action the injected selector already answers the initial state.
    expect(injected.selectSlice(store.getState()).value).toBe(1);
    store.dispatch(counterSlice.actions.increment());
    expect(store.getState().counterForTest?.value).toBe(2);
    expect(store.getState().layout.skin).toBe('light');
  });
});
