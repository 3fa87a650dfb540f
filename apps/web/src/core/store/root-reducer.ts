import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth.slice.ts';
import { layoutSlice } from '../theme/layout.slice.ts';

/**
 * Slices every screen needs are combined here; a feature's slice joins when its chunk loads:
 *
 *   declare module '…/core/store/root-reducer.ts' {
 *     interface LazyLoadedSlices extends WithSlice<typeof vacanciesSlice> {}
 *   }
 *   export const injectedVacancies = vacanciesSlice.injectInto(rootReducer);
 *
 * so no feature's code (or axios) is part of the login page's JavaScript.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  layoutSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type CoreState = ReturnType<typeof rootReducer>;
