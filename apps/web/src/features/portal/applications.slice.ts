import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Application, Page } from '@careers/contracts';
import { rootReducer } from '../../core/store/root-reducer.ts';
import { callFailure, portalApi, type ApplicationQuery } from './portal.api.ts';
import { listState, type ListState } from './portal-store.ts';

export const fetchMyApplications = createAsyncThunk<
  Page<Application>,
  ApplicationQuery,
  { rejectValue: string | null }
>('myApplications/fetch', async (query, { rejectWithValue }) => {
  try {
    return await portalApi.applications(query);
  } catch (error) {
    return rejectWithValue(callFailure(error).message);
  }
});

interface MyApplicationsState extends ListState<Application, ApplicationQuery> {
  selectedApplication: Application | null;
}

const initialState: MyApplicationsState = {
  ...listState<Application, ApplicationQuery>({ page: 1, perPage: 10 }),
  selectedApplication: null,
};

export const myApplicationsSlice = createSlice({
  name: 'myApplications',
  initialState,
  reducers: {
    applicationLoaded: (state, action: { payload: Application }) => {
      state.selectedApplication = action.payload;
      state.data = state.data.map((a) => (a.id === action.payload.id ? action.payload : a));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyApplications.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.params = action.meta.arg;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchMyApplications.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'ready';
        state.data = action.payload.data;
        state.allData = action.payload.data;
        state.total = action.payload.total;
      })
      .addCase(fetchMyApplications.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? null;
      });
  },
  selectors: { selectMyApplications: (state) => state },
});

declare module '../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof myApplicationsSlice> {}
}

export const { applicationLoaded } = myApplicationsSlice.actions;
export const injectedMyApplications = myApplicationsSlice.injectInto(rootReducer);
export const { selectMyApplications } = injectedMyApplications.selectors;
