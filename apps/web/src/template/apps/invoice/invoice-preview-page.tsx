import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Download, Edit, Printer, Send, DollarSign, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { InvoiceDetailResponse } from '../../../fake-api/types.ts';
import { downloadInvoiceText } from './invoice-download.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { AddPaymentPanel, SendInvoicePanel } from './invoice-panels.tsx';
import { InvoiceScreen } from './invoice-screen.tsx';
import { ColCard } from '../../shared/col-card.tsx';

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

const ACTION_CLASS = 'd-inline-flex align-items-center justify-content-center gap-2';

interface InvoiceAction {
  key: string;
  Icon: Icon;
  label: string;
  variant: string;
  to?: string;
  target?: string;
  onClick?: () => void;
}

/** The invoice beside its actions: send, download, print, edit, add a payment. */
function InvoicePreview({ invoice, paymentDetails }: InvoiceDetailResponse) {
  const { t, i18n } = useTranslation();
  const [panel, setPanel] = useState<'send' | 'payment' | null>(null);
  // Each action is a button, or a link to a page (print opens in a new tab).
  const actions: InvoiceAction[] = [
    {
      key: 'send',
      Icon: Send,
      label: t('invoiceApp.send.title'),
      variant: 'primary',
      onClick: () => setPanel('send'),
    },
    {
      key: 'download',
      Icon: Download,
      label: t('invoiceApp.actions.download'),
      variant: 'outline-secondary',
      onClick: () => downloadInvoiceText(invoice, paymentDetails, t, i18n.language),
    },
    {
      key: 'print',
      Icon: Printer,
      label: t('invoiceApp.print'),
      variant: 'outline-secondary',
      to: `/apps/invoice/print?id=${invoice.id}`,
      target: '_blank',
    },
    {
      key: 'edit',
      Icon: Edit,
      label: t('invoiceApp.actions.edit'),
      variant: 'outline-secondary',
      to: `/apps/invoice/edit/${invoice.id}`,
    },
    {
      key: 'payment',
      Icon: DollarSign,
      label: t('invoiceApp.payment.title'),
      variant: 'success',
      onClick: () => setPanel('payment'),
    },
  ];
  return (
    <>
      <div className="row g-4">
        <div className="col-12 col-xl-9">
          <InvoiceDocument invoice={invoice} payment={paymentDetails} />
        </div>
        <ColCard col="col-12 col-xl-3 invoice-actions" bodyClassName="d-grid gap-2">
          {actions.map(({ key, Icon, label, variant, to, target, onClick }) => {
            const content = (
              <>
                <Icon size={14} aria-hidden="true" />
                {label}
              </>
            );
            return to ? (
              <Link
                key={key}
                to={to}
                target={target}
                className={`btn btn-${variant} ${ACTION_CLASS}`}
              >
                {content}
              </Link>
            ) : (
              <Button key={key} variant={variant} onClick={onClick} className={ACTION_CLASS}>
                {content}
              </Button>
            );
          })}
        </ColCard>
      </div>
      <SendInvoicePanel show={panel === 'send'} onHide={() => setPanel(null)} invoice={invoice} />
      <AddPaymentPanel show={panel === 'payment'} onHide={() => setPanel(null)} invoice={invoice} />
    </>
  );
}
