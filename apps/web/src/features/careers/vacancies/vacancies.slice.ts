import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type {
  CreateVacancyInput,
  Page,
  UpdateVacancyInput,
  Vacancy,
  VacancyStatus,
} from '@careers/contracts';
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { toCallError, type CallError } from '../shared/api-call.ts';
import {
  addListCases,
  createListThunk,
  initialListState,
  mergeById,
  replaceInList,
  type ListState,
  type LoadStatus,
} from '../shared/list-state.ts';

export interface VacancyListParams {
  [key: string]: string | number | undefined;
  q?: string;
  status?: string;
  type?: string;
  workplace?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export interface VacanciesState extends ListState<Vacancy, VacancyListParams> {
  selectedVacancy: Vacancy | null;
  selectedStatus: LoadStatus;
  selectedError: string | null;
}

const initialState: VacanciesState = {
  ...initialListState<Vacancy, VacancyListParams>({ page: 1, perPage: 10 }),
  selectedVacancy: null,
  selectedStatus: 'idle',
  selectedError: null,
};

export const fetchVacancies = createListThunk<Vacancy, VacancyListParams>(
  'careersVacancies/fetch',
  '/api/v1/vacancies',
);

type Rejected = { rejectValue: CallError };

/** Every vacancy by title (up to 100), for pickers; they join allData. */
export const fetchVacancyOptions = createAsyncThunk<Vacancy[], void, Rejected>(
  'careersVacancies/options',
  async (_, { rejectWithValue }) => {
    try {
      const res = await http.get<Page<Vacancy>>('/api/v1/vacancies', {
        params: { perPage: 100, sortColumn: 'title', sort: 'asc' },
      });
      return res.data.data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const fetchVacancy = createAsyncThunk<Vacancy, string, Rejected>(
  'careersVacancies/fetchOne',
  async (id, { rejectWithValue }) => {
    try {
      return (await http.get<Vacancy>(`/api/v1/vacancies/${id}`)).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const createVacancy = createAsyncThunk<Vacancy, CreateVacancyInput, Rejected>(
  'careersVacancies/create',
  async (input, { rejectWithValue }) => {
    try {
      return (await http.post<Vacancy>('/api/v1/vacancies', input)).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const updateVacancy = createAsyncThunk<
  Vacancy,
  { id: string; input: UpdateVacancyInput },
  Rejected
>('careersVacancies/update', async ({ id, input }, { rejectWithValue }) => {
  try {
    return (await http.patch<Vacancy>(`/api/v1/vacancies/${id}`, input)).data;
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});

export const changeVacancyStatus = createAsyncThunk<
  Vacancy,
  { id: string; status: VacancyStatus; reason?: string },
  Rejected
>('careersVacancies/status', async ({ id, status, reason }, { rejectWithValue }) => {
  try {
    const body = reason ? { status, reason } : { status };
    return (await http.post<Vacancy>(`/api/v1/vacancies/${id}/status`, body)).data;
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});

export const deleteVacancy = createAsyncThunk<string, string, Rejected>(
  'careersVacancies/delete',
  async (id, { rejectWithValue }) => {
    try {
      await http.delete(`/api/v1/vacancies/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const vacanciesSlice = createSlice({
  name: 'careersVacancies',
  initialState,
  reducers: {
    selectVacancy(state, action: PayloadAction<Vacancy | null>) {
      state.selectedVacancy = action.payload;
    },
  },
  extraReducers: (builder) => {
    addListCases(builder, fetchVacancies);
    const landed = (state: VacanciesState, vacancy: Vacancy) => {
      replaceInList(state, vacancy);
      if (!state.selectedVacancy || state.selectedVacancy.id === vacancy.id) {
        state.selectedVacancy = vacancy;
      }
    };
    builder
      .addCase(fetchVacancyOptions.fulfilled, (state, action) => {
        state.allData = mergeById(state.allData, action.payload);
      })
      .addCase(fetchVacancy.pending, (state, action) => {
        state.selectedStatus = 'loading';
        state.selectedError = null;
        if (state.selectedVacancy?.id !== action.meta.arg) state.selectedVacancy = null;
      })
      .addCase(fetchVacancy.fulfilled, (state, action) => {
        state.selectedStatus = 'succeeded';
        state.selectedVacancy = action.payload;
      })
      .addCase(fetchVacancy.rejected, (state, action) => {
        state.selectedStatus = 'failed';
        state.selectedError = action.payload?.message ?? 'Request failed';
      })
      .addCase(createVacancy.fulfilled, (state, action) => {
        state.selectedVacancy = action.payload;
        state.selectedStatus = 'succeeded';
        state.allData = mergeById(state.allData, [action.payload]);
      })
      .addCase(updateVacancy.fulfilled, (state, action) => landed(state, action.payload))
      .addCase(changeVacancyStatus.fulfilled, (state, action) => landed(state, action.payload))
      .addCase(deleteVacancy.fulfilled, (state, action) => {
        state.data = state.data.filter((v) => v.id !== action.payload);
        state.allData = state.allData.filter((v) => v.id !== action.payload);
        if (state.selectedVacancy?.id === action.payload) state.selectedVacancy = null;
      });
  },
});

export const { selectVacancy } = vacanciesSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof vacanciesSlice> {}
}

const injected = vacanciesSlice.injectInto(rootReducer);
export const selectVacanciesState = injected.selectSlice;
