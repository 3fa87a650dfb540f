import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { addMiddleware } from '../store/middleware.ts';
import { rootReducer } from '../store/root-reducer.ts';
import { httpBaseQuery } from './base-query.ts';

/** How recent an answer a screen opening takes without asking again. */
export const FRESH_SECONDS = 3;

/**
 * The app's one data layer. Each resource adds its endpoints in its own file
 * (`core/api/<resource>.ts`, `api.injectEndpoints`); template areas add theirs in
 * `template/<area>/<area>.api.ts` with their own tag types (`api.enhanceEndpoints`).
 * Screens load and change data only through the generated hooks.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: [
    'Vacancy',
    'EmailTemplate',
    'Application',
    'Candidate',
    'Admin',
    'Document',
    'Stats',
    'Invitation',
    'Approvals',
    'Shortlist',
    'Organisation',
    'Reason',
    'Booking',
  ],
  // A screen reads afresh each time it opens (as every screen did before the cache), showing the
  // cached answer meanwhile; an answer of the last few seconds (what the route's preload fetched
  // as navigation started) is not asked for twice. Editors always read afresh.
  refetchOnMountOrArgChange: FRESH_SECONDS,
  endpoints: () => ({}),
});

declare module '../store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The store is plain redux until the first data screen loads: the cache joins it here, once.
rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
addMiddleware(api.middleware);

/** The tag of every list of a type: mutations that change membership invalidate it. */
export const LIST = 'LIST';
