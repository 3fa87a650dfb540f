import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { CareerDocument } from '@careers/contracts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import {
  addListCases,
  createListThunk,
  initialListState,
  type ListState,
} from '../shared/list-state.ts';

export interface DocumentListParams {
  [key: string]: string | number | undefined;
  q?: string;
  kind?: string;
  candidateId?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export type DocumentsState = ListState<CareerDocument, DocumentListParams>;

export const fetchDocuments = createListThunk<CareerDocument, DocumentListParams>(
  'careersDocuments/fetch',
  '/api/v1/documents',
);

export const documentsSlice = createSlice({
  name: 'careersDocuments',
  initialState: initialListState<CareerDocument, DocumentListParams>({ page: 1, perPage: 10 }),
  reducers: {},
  extraReducers: (builder) => addListCases(builder, fetchDocuments),
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof documentsSlice> {}
}

const injected = documentsSlice.injectInto(rootReducer);
export const selectDocumentsState = injected.selectSlice;
