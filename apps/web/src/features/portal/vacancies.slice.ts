import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Page, Vacancy } from '@careers/contracts';
import { rootReducer } from '../../core/store/root-reducer.ts';
import { callFailure, portalApi, type VacancyQuery } from './portal.api.ts';
import { listState, type ListState } from './portal-store.ts';

export const PORTAL_PAGE_SIZE = 9;

export const fetchPortalVacancies = createAsyncThunk<
  Page<Vacancy>,
  VacancyQuery,
  { rejectValue: string | null }
>('portalVacancies/fetch', async (query, { rejectWithValue }) => {
  try {
    return await portalApi.vacancies(query);
  } catch (error) {
    return rejectWithValue(callFailure(error).message);
  }
});

const initialState: ListState<Vacancy, VacancyQuery> = listState({
  page: 1,
  perPage: PORTAL_PAGE_SIZE,
});

export const portalVacanciesSlice = createSlice({
  name: 'portalVacancies',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPortalVacancies.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.params = action.meta.arg;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchPortalVacancies.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'ready';
        state.data = action.payload.data;
        state.allData = action.payload.data;
        state.total = action.payload.total;
      })
      .addCase(fetchPortalVacancies.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? null;
      });
  },
  selectors: { selectPortalVacancies: (state) => state },
});

declare module '../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalVacanciesSlice> {}
}

export const injectedPortalVacancies = portalVacanciesSlice.injectInto(rootReducer);
export const { selectPortalVacancies } = injectedPortalVacancies.selectors;
