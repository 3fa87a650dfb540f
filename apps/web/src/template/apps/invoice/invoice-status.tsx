import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { ArrowDownCircle, CheckCircle, Info, PieChart, Save, Send, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Invoice, InvoiceStatus } from '../../../fake-api/types.ts';
import { formatDay, formatMoney, statusKey } from './invoice-format.ts';
import { balanceAmount } from './invoice-api.ts';

const LOOK: Record<InvoiceStatus, { icon: Icon; color: string }> = {
  Paid: { icon: CheckCircle, color: 'success' },
  Downloaded: { icon: ArrowDownCircle, color: 'info' },
  Sent: { icon: Send, color: 'secondary' },
  Draft: { icon: Save, color: 'primary' },
  'Partial Payment': { icon: PieChart, color: 'warning' },
  'Past Due': { icon: Info, color: 'danger' },
};

/** The status as a coloured round icon; focusable, its tooltip tells status, balance and due date. */
export function InvoiceStatusAvatar({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const { icon: StatusIcon, color } = LOOK[invoice.invoiceStatus];
  const status = t(statusKey(invoice.invoiceStatus));
  const balance = formatMoney(balanceAmount(invoice.balance), i18n.language);
  const due = formatDay(invoice.dueDate, i18n.language);
  const text = `${status} · ${t('invoiceApp.balance')}: ${balance} · ${t('invoiceApp.dueDate')}: ${due}`;
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={`invoice-status-${invoice.id}`}>{text}</Tooltip>}
    >
      <span
        tabIndex={0}
        role="img"
        aria-label={text}
        className={`rounded-circle d-inline-flex align-items-center justify-content-center bg-${color}-subtle text-${color}-emphasis invoice-status-avatar`}
      >
        <StatusIcon size={14} aria-hidden="true" />
      </span>
    </OverlayTrigger>
  );
}

export function BalanceBadge({ balance }: { balance: Invoice['balance'] }) {
  const { t, i18n } = useTranslation();
  const amount = balanceAmount(balance);
  if (amount === 0) {
    return (
      <span className="badge rounded-pill bg-success-subtle text-success-emphasis">
        {t('invoiceApp.status.paid')}
      </span>
    );
  }
  return (
    <span
      className={`badge rounded-pill ${amount < 0 ? 'bg-info-subtle text-info-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
    >
      {formatMoney(amount, i18n.language)}
    </span>
  );
}
