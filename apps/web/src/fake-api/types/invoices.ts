// Sample-data API shapes: invoices. Re-exported by ../types.ts.

export type InvoiceStatus =
  'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due';
export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}
export interface Invoice {
  id: number;
  /** 'YYYY-MM-DD' */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** 0 when settled, else a money string such as '$1,240.50' or '-$120.00' (credit). */
  balance: 0 | string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** Saved in the editor during the visit: its lines, discount and tax (percent) and note. */
  lines?: InvoiceLineInput[];
  discount?: number;
  tax?: number;
  note?: string;
}
export interface InvoiceLineInput {
  name: string;
  description: string;
  cost: number;
  qty: number;
}
/** What the editor saves (POST /apps/invoice/save); without `id` a new invoice. */
export interface InvoiceSaveInput {
  id?: number;
  client: InvoiceClient;
  issuedDate: string;
  dueDate: string;
  lines: InvoiceLineInput[];
  discount: number;
  tax: number;
  note: string;
}
export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}
export interface InvoicesResponse {
  allData: Invoice[];
  total: number;
  invoices: Invoice[];
}
export interface InvoiceDetailResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}
