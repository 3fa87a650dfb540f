import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Download, Edit, Printer, Send, DollarSign } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { InvoiceDetailResponse } from '../../../fake-api/types.ts';
import { downloadInvoiceText } from './invoice-download.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { AddPaymentPanel, SendInvoicePanel } from './invoice-panels.tsx';
import { InvoiceScreen } from './invoice-screen.tsx';

export function InvoicePreviewPage() {
  const { id } = useParams();
  return (
    <InvoiceScreen id={id}>
      {({ invoice, paymentDetails }) => (
        <InvoicePreview invoice={invoice} paymentDetails={paymentDetails} />
      )}
    </InvoiceScreen>
  );
}

/** The invoice beside its actions: send, download, print, edit, add a payment. */
function InvoicePreview({ invoice, paymentDetails }: InvoiceDetailResponse) {
  const { t, i18n } = useTranslation();
  const [panel, setPanel] = useState<'send' | 'payment' | null>(null);
  return (
    <>
      <div className="row g-4">
        <div className="col-12 col-xl-9">
          <InvoiceDocument invoice={invoice} payment={paymentDetails} />
        </div>
        <div className="col-12 col-xl-3 invoice-actions">
          <Card>
            <Card.Body className="d-grid gap-2">
              <Button
                onClick={() => setPanel('send')}
                className="d-inline-flex align-items-center justify-content-center gap-2"
              >
                <Send size={14} aria-hidden="true" />
                {t('invoiceApp.send.title')}
              </Button>
              <Button
                variant="outline-secondary"
                className="d-inline-flex align-items-center justify-content-center gap-2"
                onClick={() => downloadInvoiceText(invoice, paymentDetails, t, i18n.language)}
              >
                <Download size={14} aria-hidden="true" />
                {t('invoiceApp.actions.download')}
              </Button>
              <Link
                to={`/apps/invoice/print?id=${invoice.id}`}
                target="_blank"
                className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
              >
                <Printer size={14} aria-hidden="true" />
                {t('invoiceApp.print')}
              </Link>
              <Link
                to={`/apps/invoice/edit/${invoice.id}`}
                className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
              >
                <Edit size={14} aria-hidden="true" />
                {t('invoiceApp.actions.edit')}
              </Link>
              <Button
                variant="success"
                onClick={() => setPanel('payment')}
                className="d-inline-flex align-items-center justify-content-center gap-2"
              >
                <DollarSign size={14} aria-hidden="true" />
                {t('invoiceApp.payment.title')}
              </Button>
            </Card.Body>
          </Card>
        </div>
      </div>
      <SendInvoicePanel show={panel === 'send'} onHide={() => setPanel(null)} invoice={invoice} />
      <AddPaymentPanel show={panel === 'payment'} onHide={() => setPanel(null)} invoice={invoice} />
    </>
  );
}
