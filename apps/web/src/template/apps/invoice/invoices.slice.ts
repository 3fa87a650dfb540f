import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { Invoice } from '../../../fake-api/types.ts';
import {
  DEFAULT_INVOICE_PARAMS,
  deleteInvoiceRequest,
  fetchInvoiceList,
  type InvoiceParams,
} from './invoice-api.ts';

export interface InvoicesState {
  allData: Invoice[];
  data: Invoice[];
  total: number;
  params: InvoiceParams;
  loading: boolean;
  error: boolean;
}

const initialState: InvoicesState = {
  allData: [],
  data: [],
  total: 1,
  params: DEFAULT_INVOICE_PARAMS,
  loading: false,
  error: false,
};

export const getInvoices = createAsyncThunk('invoices/list', async (params: InvoiceParams) => ({
  params,
  response: await fetchInvoiceList(params),
}));

/** Deletes, then reloads the current page (stepping back when it emptied the last page). */
export const deleteInvoice = createAsyncThunk(
  'invoices/delete',
  async (id: number, { dispatch, getState }) => {
    await deleteInvoiceRequest(id);
    const state = (getState() as { invoices: InvoicesState }).invoices;
    const lastPage = Math.max(1, Math.ceil((state.total - 1) / state.params.perPage));
    await dispatch(getInvoices({ ...state.params, page: Math.min(state.params.page, lastPage) }));
  },
);

export const invoicesSlice = createSlice({
  name: 'invoices',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(getInvoices.pending, (state, action) => {
        state.loading = true;
        state.error = false;
        state.params = action.meta.arg;
      })
      .addCase(getInvoices.fulfilled, (state, action) => {
        state.loading = false;
        state.allData = action.payload.response.allData;
        state.data = action.payload.response.invoices;
        state.total = action.payload.response.total;
      })
      .addCase(getInvoices.rejected, (state) => {
        state.loading = false;
        state.error = true;
      });
  },
  selectors: { selectInvoices: (state) => state },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof invoicesSlice> {}
}

export const injectedInvoicesSlice = invoicesSlice.injectInto(rootReducer);
export const { selectInvoices } = injectedInvoicesSlice.selectors;
