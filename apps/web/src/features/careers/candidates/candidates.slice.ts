import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Candidate, UpdateCandidateInput } from '@careers/contracts';
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

export interface CandidateListParams {
  [key: string]: string | number | undefined;
  q?: string;
  level?: string;
  graduationYear?: string;
  status?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export interface CandidatesState extends ListState<Candidate, CandidateListParams> {
  selectedCandidate: Candidate | null;
  selectedStatus: LoadStatus;
  selectedError: string | null;
}

const initialState: CandidatesState = {
  ...initialListState<Candidate, CandidateListParams>({ page: 1, perPage: 10 }),
  selectedCandidate: null,
  selectedStatus: 'idle',
  selectedError: null,
};

type Rejected = { rejectValue: CallError };

export const fetchCandidates = createListThunk<Candidate, CandidateListParams>(
  'careersCandidates/fetch',
  '/api/v1/candidates',
);

export const fetchCandidate = createAsyncThunk<Candidate, string, Rejected>(
  'careersCandidates/fetchOne',
  async (id, { rejectWithValue }) => {
    try {
      return (await http.get<Candidate>(`/api/v1/candidates/${id}`)).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const updateCandidate = createAsyncThunk<
  Candidate,
  { id: string; input: UpdateCandidateInput },
  Rejected
>('careersCandidates/update', async ({ id, input }, { rejectWithValue }) => {
  try {
    return (await http.patch<Candidate>(`/api/v1/candidates/${id}`, input)).data;
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});

export const candidatesSlice = createSlice({
  name: 'careersCandidates',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addListCases(builder, fetchCandidates);
    builder
      .addCase(fetchCandidate.pending, (state, action) => {
        state.selectedStatus = 'loading';
        state.selectedError = null;
        if (state.selectedCandidate?.id !== action.meta.arg) state.selectedCandidate = null;
      })
      .addCase(fetchCandidate.fulfilled, (state, action) => {
        state.selectedStatus = 'succeeded';
        state.selectedCandidate = action.payload;
      })
      .addCase(fetchCandidate.rejected, (state, action) => {
        state.selectedStatus = 'failed';
        state.selectedError = action.payload?.message ?? 'Request failed';
      })
      .addCase(updateCandidate.fulfilled, (state, action) => {
        replaceInList(state, action.payload);
        if (state.selectedCandidate?.id === action.payload.id) {
          state.selectedCandidate = action.payload;
        }
      });
  },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof candidatesSlice> {}
}

const injected = candidatesSlice.injectInto(rootReducer);
export const selectCandidatesState = injected.selectSlice;
