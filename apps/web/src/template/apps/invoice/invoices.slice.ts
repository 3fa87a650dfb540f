import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { createListParamsSlice } from '../shared/list-params-slice.ts';
import { DEFAULT_INVOICE_PARAMS } from './invoice-api.ts';

export const invoicesSlice = createListParamsSlice('invoices', DEFAULT_INVOICE_PARAMS);

export const { paramsChanged: invoiceParamsChanged } = invoicesSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof invoicesSlice> {}
}

export const injectedInvoicesSlice = invoicesSlice.injectInto(rootReducer);
export const { selectParams: selectInvoiceParams } = injectedInvoicesSlice.selectors;
