import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Application, ApplicationEvent, ApplicationStatus } from '@careers/contracts';
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { toCallError, type CallError } from '../shared/api-call.ts';
import {
  addListCases,
  createListThunk,
  initialListState,
  replaceInList,
  type ListState,
  type LoadStatus,
} from '../shared/list-state.ts';

export interface ApplicationListParams {
  [key: string]: string | number | undefined;
  q?: string;
  status?: string;
  vacancyId?: string;
  candidateId?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export interface ApplicationsState extends ListState<Application, ApplicationListParams> {
  selectedApplication: Application | null;
  selectedStatus: LoadStatus;
  selectedError: string | null;
  events: ApplicationEvent[];
  eventsStatus: LoadStatus;
}

const initialState: ApplicationsState = {
  ...initialListState<Application, ApplicationListParams>({ page: 1, perPage: 10 }),
  selectedApplication: null,
  selectedStatus: 'idle',
  selectedError: null,
  events: [],
  eventsStatus: 'idle',
};

type Rejected = { rejectValue: CallError };

export const fetchApplications = createListThunk<Application, ApplicationListParams>(
  'careersApplications/fetch',
  '/api/v1/applications',
);

export const fetchApplication = createAsyncThunk<Application, string, Rejected>(
  'careersApplications/fetchOne',
  async (id, { rejectWithValue }) => {
    try {
      return (await http.get<Application>(`/api/v1/applications/${id}`)).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const fetchApplicationEvents = createAsyncThunk<ApplicationEvent[], string, Rejected>(
  'careersApplications/events',
  async (id, { rejectWithValue }) => {
    try {
      return (await http.get<ApplicationEvent[]>(`/api/v1/applications/${id}/events`)).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const changeApplicationStatus = createAsyncThunk<
  Application,
  { id: string; status: ApplicationStatus; reason?: string },
  Rejected
>('careersApplications/status', async ({ id, status, reason }, { rejectWithValue }) => {
  try {
    const body = reason ? { status, reason } : { status };
    return (await http.post<Application>(`/api/v1/applications/${id}/status`, body)).data;
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});

export const applicationsSlice = createSlice({
  name: 'careersApplications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addListCases(builder, fetchApplications);
    builder
      .addCase(fetchApplication.pending, (state, action) => {
        state.selectedStatus = 'loading';
        state.selectedError = null;
        if (state.selectedApplication?.id !== action.meta.arg) {
          state.selectedApplication = null;
          state.events = [];
          state.eventsStatus = 'idle';
        }
      })
      .addCase(fetchApplication.fulfilled, (state, action) => {
        state.selectedStatus = 'succeeded';
        state.selectedApplication = action.payload;
      })
      .addCase(fetchApplication.rejected, (state, action) => {
        state.selectedStatus = 'failed';
        state.selectedError = action.payload?.message ?? 'Request failed';
      })
      .addCase(fetchApplicationEvents.pending, (state) => {
        state.eventsStatus = 'loading';
      })
      .addCase(fetchApplicationEvents.fulfilled, (state, action) => {
        state.eventsStatus = 'succeeded';
        state.events = action.payload;
      })
      .addCase(fetchApplicationEvents.rejected, (state) => {
        state.eventsStatus = 'failed';
      })
      .addCase(changeApplicationStatus.fulfilled, (state, action) => {
        replaceInList(state, action.payload);
        if (state.selectedApplication?.id === action.payload.id) {
          state.selectedApplication = action.payload;
        }
      });
  },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof applicationsSlice> {}
}

const injected = applicationsSlice.injectInto(rootReducer);
export const selectApplicationsState = injected.selectSlice;
