import type { TFunction } from 'i18next';
import { saveBlob } from '../../../core/api/download.ts';
import type { Invoice, PaymentDetails } from '../../../fake-api/types.ts';
import { balanceAmount } from './invoice-api.ts';
import { formatDay, formatMoney, statusKey } from './invoice-format.ts';

/** A plain-text copy of an invoice, the content of the Download action. */
export function invoiceText(
  invoice: Invoice,
  payment: PaymentDetails,
  t: TFunction,
  language: string,
): string {
  const money = (n: number) => formatMoney(n, language);
  const { client } = invoice;
  return [
    `${t('invoiceApp.invoice')} #${invoice.id}`,
    `${t('invoiceApp.status.label')}: ${t(statusKey(invoice.invoiceStatus))}`,
    `${t('invoiceApp.issuedDate')}: ${formatDay(invoice.issuedDate, language)}`,
    `${t('invoiceApp.dueDate')}: ${formatDay(invoice.dueDate, language)}`,
    '',
    `${t('invoiceApp.invoiceTo')}:`,
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
    '',
    `${t('invoiceApp.items.item')}: ${invoice.service}`,
    `${t('invoiceApp.total')}: ${money(invoice.total)}`,
    `${t('invoiceApp.balance')}: ${money(balanceAmount(invoice.balance))}`,
    '',
    `${t('invoiceApp.paymentDetails')}:`,
    `${t('invoiceApp.totalDue')}: ${payment.totalDue}`,
    `${t('invoiceApp.bankName')}: ${payment.bankName}`,
    `${t('invoiceApp.country')}: ${payment.country}`,
    `IBAN: ${payment.iban}`,
    `SWIFT: ${payment.swiftCode}`,
    '',
  ].join('\n');
}

/** Downloads the plain-text copy of an invoice as `invoice-<id>.txt`. */
export function downloadInvoiceText(
  invoice: Invoice,
  payment: PaymentDetails,
  t: TFunction,
  language: string,
): void {
  const text = invoiceText(invoice, payment, t, language);
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), `invoice-${invoice.id}.txt`);
}
