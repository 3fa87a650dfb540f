import { http } from '../../../core/http/http.ts';
import type {
  InvoiceClient,
  InvoiceDetailResponse,
  InvoicesResponse,
  InvoiceStatus,
} from '../../../fake-api/types.ts';

export const INVOICE_STATUSES: InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

export interface InvoiceParams {
  q: string;
  status: InvoiceStatus | '';
  perPage: number;
  page: number;
  sort: 'asc' | 'desc';
  sortColumn: string;
}

export const DEFAULT_INVOICE_PARAMS: InvoiceParams = {
  q: '',
  status: '',
  perPage: 10,
  page: 1,
  sort: 'desc',
  sortColumn: 'id',
};

export async function fetchInvoiceList(params: InvoiceParams): Promise<InvoicesResponse> {
  const { status, ...rest } = params;
  const res = await http.get<InvoicesResponse>('/apps/invoice/invoices', {
    params: status ? { ...rest, status } : rest,
  });
  return res.data;
}

export async function fetchInvoice(id: number): Promise<InvoiceDetailResponse> {
  const res = await http.get<InvoiceDetailResponse>(`/api/invoice/invoices/${id}`);
  return res.data;
}

export async function deleteInvoiceRequest(id: number): Promise<void> {
  await http.delete('/apps/invoice/delete', { params: { id } });
}

export async function fetchClients(): Promise<InvoiceClient[]> {
  const res = await http.get<InvoiceClient[]>('/api/invoice/clients');
  return res.data;
}

/** '$1,240.50' → 1240.5; 0 → 0. */
export function balanceAmount(balance: 0 | string): number {
  return typeof balance === 'number' ? balance : Number(balance.replace(/[$,]/g, ''));
}
