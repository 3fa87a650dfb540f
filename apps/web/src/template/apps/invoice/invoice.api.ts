import type { Page } from '@careers/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../../../core/api/api.ts';
import type {
  Invoice,
  InvoiceClient,
  InvoiceDetailResponse,
  InvoiceSaveInput,
  InvoicesResponse,
} from '../../../fake-api/types.ts';
import { pagedList } from '../shared/paged-list.ts';
import { loadedOf, type Loaded } from '../shared/record-page.tsx';
import type { InvoiceParams } from './invoice-api.ts';
import { deleteById, postRecord } from '../shared/sample-mutations.ts';

/** The invoices' sample-data calls; a deletion refetches the list shown. */
export const invoiceApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list, as the app's list state reads pages. */
    getInvoices: build.query<Page<Invoice>, InvoiceParams>({
      ...pagedList<InvoicesResponse, Invoice, InvoiceParams>(
        '/apps/invoice/invoices',
        (res) => res.invoices,
      ),
      providesTags: ['Invoice'],
    }),
    /** One invoice with its payment details. */
    getInvoice: build.query<InvoiceDetailResponse, number>({
      query: (id) => `/api/invoice/invoices/${id}`,
      providesTags: ['Invoice'],
    }),
    /** Saves a new or edited invoice for the visit; the list and previews read it again. */
    saveInvoice: build.mutation<Invoice, InvoiceSaveInput>({
      ...postRecord<Invoice>('/apps/invoice/save', 'invoice'),
      invalidatesTags: ['Invoice'],
    }),
    deleteInvoice: build.mutation<void, number>({
      ...deleteById('/apps/invoice/delete'),
      invalidatesTags: ['Invoice'],
    }),
    getInvoiceClients: build.query<InvoiceClient[], void>({
      query: () => '/api/invoice/clients',
    }),
  }),
});

export const {
  useGetInvoiceQuery,
  useLazyGetInvoiceQuery,
  useDeleteInvoiceMutation,
  useGetInvoiceClientsQuery,
  useSaveInvoiceMutation,
} = invoiceApi;

/** One invoice with its payment details in the screens' words; 'missing' for an unknown id. */
export function useInvoice(id: number | null): Loaded<InvoiceDetailResponse> {
  const valid = id !== null && Number.isInteger(id);
  const query = useGetInvoiceQuery(valid ? id : skipToken);
  return valid ? loadedOf(query) : { state: 'missing' };
}
