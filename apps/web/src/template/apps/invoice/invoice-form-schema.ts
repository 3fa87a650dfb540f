import { z } from 'zod';
import { phoneText, requiredText } from '../shared/schema-parts.ts';

export const PAYMENT_TERMS = ['onReceipt', 'net15', 'net30', 'net60'] as const;

export const invoiceLineSchema = z.object({
  name: requiredText('invoiceApp.errors.required'),
  description: z.string(),
  cost: z.number('invoiceApp.errors.amount').min(0, 'invoiceApp.errors.amount'),
  qty: z
    .number('invoiceApp.errors.qty')
    .int('invoiceApp.errors.qty')
    .min(1, 'invoiceApp.errors.qty'),
});

export const invoiceFormSchema = z
  .object({
    clientEmail: z.string().min(1, 'invoiceApp.errors.client'),
    issuedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoiceApp.errors.required'),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoiceApp.errors.required'),
    lines: z.array(invoiceLineSchema).min(1, 'invoiceApp.errors.noLines'),
    discount: z
      .number('invoiceApp.errors.percent')
      .min(0, 'invoiceApp.errors.percent')
      .max(100, 'invoiceApp.errors.percent'),
    tax: z
      .number('invoiceApp.errors.percent')
      .min(0, 'invoiceApp.errors.percent')
      .max(100, 'invoiceApp.errors.percent'),
    paymentTerms: z.enum(PAYMENT_TERMS),
    note: z.string().max(500, 'invoiceApp.errors.tooLong'),
  })
  .refine((v) => v.dueDate >= v.issuedDate, {
    path: ['dueDate'],
    message: 'invoiceApp.errors.dueBeforeIssue',
  });

export type InvoiceForm = z.infer<typeof invoiceFormSchema>;

export const clientSchema = z.object({
  name: requiredText('invoiceApp.errors.required'),
  company: requiredText('invoiceApp.errors.required'),
  companyEmail: z.email('invoiceApp.errors.email'),
  address: requiredText('invoiceApp.errors.required'),
  country: requiredText('invoiceApp.errors.required'),
  contact: phoneText('invoiceApp.errors.phone'),
});
