import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Briefcase } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Invoice, PaymentDetails } from '../../../fake-api/types.ts';
import { formatDay, formatMoney } from './invoice-format.ts';
import { invoiceTotals, linePrice, type InvoiceLine } from './invoice-totals.ts';
import { TableHead } from '../../shared/table-head.tsx';

/**
 * An invoice saved in the editor keeps its lines; the sample invoices carry one service and its
 * total: that is their one line.
 */
export function linesOf(invoice: Invoice): InvoiceLine[] {
  return invoice.lines ?? [{ name: invoice.service, description: '', cost: invoice.total, qty: 1 }];
}

interface InvoiceDocumentProps {
  invoice: Invoice;
  payment: PaymentDetails;
}

/** The printable invoice: sender, client, lines, totals and payment details. */
export function InvoiceDocument({ invoice, payment }: InvoiceDocumentProps) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const lines = linesOf(invoice);
  const totals = invoiceTotals(lines, invoice.discount ?? 0, invoice.tax ?? 0);
  const { client } = invoice;
  return (
    <Card className="invoice-document">
      <Card.Body className="invoice-spacing">
        <div className="d-flex flex-wrap justify-content-between gap-3">
          <div>
            <div className="d-flex align-items-center gap-2 mb-2 invoice-logo">
              <Briefcase size={28} aria-hidden="true" />
              <span className="h4 mb-0 fw-bold">{t('invoiceApp.company.name')}</span>
            </div>
            <address className="mb-0 text-body-secondary">
              {t('invoiceApp.company.street')}
              <br />
              {t('invoiceApp.company.city')}
              <br />
              +44 20 7946 0018
            </address>
          </div>
          <div>
            <h2 className="h4">
              {t('invoiceApp.invoice')} <span className="text-primary">#{invoice.id}</span>
            </h2>
            <dl className="row mb-0 small">
              <dt className="col-6 fw-normal text-body-secondary">{t('invoiceApp.issuedDate')}:</dt>
              <dd className="col-6 mb-1 fw-semibold">
                {formatDay(invoice.issuedDate, i18n.language)}
              </dd>
              <dt className="col-6 fw-normal text-body-secondary">{t('invoiceApp.dueDate')}:</dt>
              <dd className="col-6 mb-0 fw-semibold">
                {formatDay(invoice.dueDate, i18n.language)}
              </dd>
            </dl>
          </div>
        </div>
      </Card.Body>
      <hr className="my-0" />
      <Card.Body className="invoice-spacing">
        <div className="row g-4">
          <div className="col-12 col-md-6">
            <h3 className="h6 mb-2">{t('invoiceApp.invoiceTo')}:</h3>
            <p className="mb-1 fw-semibold">{client.name}</p>
            <p className="mb-1">{client.company}</p>
            <p className="mb-1">{client.address}</p>
            <p className="mb-1">{client.contact}</p>
            <p className="mb-0">{client.companyEmail}</p>
          </div>
          <div className="col-12 col-md-6">
            <h3 className="h6 mb-2">{t('invoiceApp.paymentDetails')}:</h3>
            <dl className="row mb-0 small">
              <dt className="col-5 fw-normal">{t('invoiceApp.totalDue')}:</dt>
              <dd className="col-7 mb-1 fw-semibold">{payment.totalDue}</dd>
              <dt className="col-5 fw-normal">{t('invoiceApp.bankName')}:</dt>
              <dd className="col-7 mb-1">{payment.bankName}</dd>
              <dt className="col-5 fw-normal">{t('invoiceApp.country')}:</dt>
              <dd className="col-7 mb-1">{payment.country}</dd>
              <dt className="col-5 fw-normal">IBAN:</dt>
              <dd className="col-7 mb-1 text-break">{payment.iban}</dd>
              <dt className="col-5 fw-normal">SWIFT:</dt>
              <dd className="col-7 mb-0">{payment.swiftCode}</dd>
            </dl>
          </div>
        </div>
      </Card.Body>
      <Table responsive className="mb-0" aria-label={t('invoiceApp.items.title')}>
        <TableHead
          className="table-light"
          cells={[
            t('invoiceApp.items.item'),
            t('invoiceApp.items.cost'),
            t('invoiceApp.items.qty'),
            t('invoiceApp.items.price'),
          ]}
        />
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td className="fw-semibold">{line.name}</td>
              <td>{money(line.cost)}</td>
              <td>{line.qty}</td>
              <td className="fw-semibold">{money(linePrice(line))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Card.Body className="invoice-spacing">
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <p className="mb-0">{t('invoiceApp.thanks')}</p>
          </div>
          <div className="col-12 col-md-6 d-flex justify-content-md-end">
            <dl className="invoice-totals row mb-0" style={{ minWidth: 240 }}>
              <dt className="col-6 fw-normal">{t('invoiceApp.subtotal')}:</dt>
              <dd className="col-6 mb-1 text-end fw-semibold">{money(totals.subtotal)}</dd>
              <dt className="col-6 fw-normal">{t('invoiceApp.discount')}:</dt>
              <dd className="col-6 mb-1 text-end fw-semibold">{money(totals.discount)}</dd>
              <dt className="col-6 fw-normal">{t('invoiceApp.tax')}:</dt>
              <dd className="col-6 mb-1 text-end fw-semibold">{money(totals.tax)}</dd>
              <dt className="col-6 border-top pt-1">{t('invoiceApp.total')}:</dt>
              <dd className="col-6 mb-0 border-top pt-1 text-end fw-bold">{money(totals.total)}</dd>
            </dl>
          </div>
        </div>
      </Card.Body>
      <hr className="my-0" />
      <Card.Body>
        <p className="mb-0 small">
          <span className="fw-semibold">{t('invoiceApp.note')}:</span>{' '}
          {invoice.note || t('invoiceApp.noteText')}
        </p>
      </Card.Body>
    </Card>
  );
}
