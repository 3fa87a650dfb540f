import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { selectList } from '../../../core/api/list.ts';
import { rootReducer, type RootState } from '../../../core/store/root-reducer.ts';
import { DEFAULT_INVOICE_PARAMS, type InvoiceParams } from './invoice-api.ts';
import { invoiceApi } from './invoice.api.ts';

/** UI state only: the query of the list shown. Its rows live in the API cache. */
export interface InvoicesState {
  params: InvoiceParams;
}

const initialState: InvoicesState = { params: DEFAULT_INVOICE_PARAMS };

export const invoicesSlice = createSlice({
  name: 'invoices',
  initialState,
  reducers: {
    invoiceParamsChanged(state, action: PayloadAction<Partial<InvoiceParams>>) {
      state.params = { ...state.params, ...action.payload };
    },
  },
  selectors: { selectInvoiceParams: (state) => state.params },
});

export const { invoiceParamsChanged } = invoicesSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof invoicesSlice> {}
}

export const injectedInvoicesSlice = invoicesSlice.injectInto(rootReducer);
export const { selectInvoiceParams } = injectedInvoicesSlice.selectors;

/** The spec's list state of the invoices (allData, data, total, params…), from the cache. */
export const selectInvoices = (state: RootState) =>
  selectList(invoiceApi.endpoints.getInvoices, selectInvoiceParams(state))(state);
