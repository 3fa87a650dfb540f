import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Application } from '@careers/contracts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import {
  addListCases,
  createListThunk,
  initialListState,
  type ListState,
} from '../shared/list-state.ts';

/** The applications of one vacancy (spec: "vacancy applications"), shown on the vacancy's page. */
export interface VacancyApplicationParams {
  [key: string]: string | number | undefined;
  vacancyId: string;
  page?: number;
  perPage?: number;
  sortColumn?: string;
  sort?: string;
}

export type VacancyApplicationsState = ListState<Application, VacancyApplicationParams>;

export const fetchVacancyApplications = createListThunk<Application, VacancyApplicationParams>(
  'careersVacancyApplications/fetch',
  '/api/v1/applications',
);

export const vacancyApplicationsSlice = createSlice({
  name: 'careersVacancyApplications',
  initialState: initialListState<Application, VacancyApplicationParams>({
    vacancyId: '',
    page: 1,
    perPage: 10,
  }),
  reducers: {},
  extraReducers: (builder) => addListCases(builder, fetchVacancyApplications),
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof vacancyApplicationsSlice> {}
}

const injected = vacancyApplicationsSlice.injectInto(rootReducer);
export const selectVacancyApplicationsState = injected.selectSlice;
