import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { CareerDocument, Page } from '@careers/contracts';
import { rootReducer } from '../../core/store/root-reducer.ts';
import { callFailure, portalApi } from './portal.api.ts';
import { listState, type ListState } from './portal-store.ts';

/** The candidate's whole library (at most 20 documents, so one page holds it). */
export const fetchMyDocuments = createAsyncThunk<
  Page<CareerDocument>,
  void,
  { rejectValue: string | null }
>('myDocuments/fetch', async (_, { rejectWithValue }) => {
  try {
    return await portalApi.documents();
  } catch (error) {
    return rejectWithValue(callFailure(error).message);
  }
});

const initialState: ListState<CareerDocument, { perPage: number }> = listState({ perPage: 100 });

export const myDocumentsSlice = createSlice({
  name: 'myDocuments',
  initialState,
  reducers: {
    documentAdded: (state, action: { payload: CareerDocument }) => {
      state.data = [action.payload, ...state.data];
      state.allData = state.data;
      state.total += 1;
    },
    documentRemoved: (state, action: { payload: string }) => {
      state.data = state.data.filter((d) => d.id !== action.payload);
      state.allData = state.data;
      state.total = Math.max(0, state.total - 1);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyDocuments.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchMyDocuments.fulfilled, (state, action) => {
        state.status = 'ready';
        state.data = action.payload.data;
        state.allData = action.payload.data;
        state.total = action.payload.total;
      })
      .addCase(fetchMyDocuments.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? null;
      });
  },
  selectors: { selectMyDocuments: (state) => state },
});

declare module '../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof myDocumentsSlice> {}
}

export const { documentAdded, documentRemoved } = myDocumentsSlice.actions;
export const injectedMyDocuments = myDocumentsSlice.injectInto(rootReducer);
export const { selectMyDocuments } = injectedMyDocuments.selectors;
