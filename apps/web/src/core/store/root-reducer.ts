import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { authReducer, type AuthState } from '../auth/auth.slice.ts';
import { layoutReducer, type LayoutState } from '../theme/layout.slice.ts';

/**
 * The slices every screen needs are here; a feature's slice joins when its chunk loads, with
 * Redux Toolkit's own API:
 *
 *   declare module '…/core/store/root-reducer.ts' {
 *     export interface LazyLoadedSlices extends WithSlice<typeof vacanciesSlice> {}
 *   }
 *   const injected = vacanciesSlice.injectInto(rootReducer);
 *
 * This is a hand-written equivalent of RTK's combineSlices (same `inject` contract), built on
 * plain redux so the login page carries neither Redux Toolkit nor immer (DESIGN §6 budget).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export interface CoreState {
  auth: AuthState;
  layout: LayoutState;
}

export type RootState = CoreState & Partial<LazyLoadedSlices>;

const reducers: Record<string, Reducer> = { auth: authReducer, layout: layoutReducer };
let combined = combineReducers(reducers);

interface InjectConfig {
  overrideExisting?: boolean;
}

function reduce(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state, action) as RootState;
}

export const rootReducer = Object.assign(reduce, {
  /** Adds a slice's reducer (what RTK's `slice.injectInto(rootReducer)` calls). */
  inject(slice: { reducerPath: string; reducer: Reducer }, config: InjectConfig = {}) {
    const current = reducers[slice.reducerPath];
    if (current && current !== slice.reducer && !config.overrideExisting) return rootReducer;
    reducers[slice.reducerPath] = slice.reducer;
    combined = combineReducers(reducers);
    return rootReducer;
  },
});
