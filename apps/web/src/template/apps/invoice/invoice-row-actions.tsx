import Dropdown from 'react-bootstrap/Dropdown';
import { Copy, Download, Edit, Eye, MoreVertical, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { useRowMenu } from '../../shared/row-menu.ts';
import { RowAction } from '../shared/icon-button.tsx';
import type { Invoice } from '../../../fake-api/types.ts';

interface RowActionsProps {
  invoice: Invoice;
  onDownload: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}

/** Preview as a link, the rest in a menu; every action is a link or a button for the keyboard. */
export function InvoiceRowActions({ invoice, onDownload, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const number = `#${invoice.id}`;
  const rowMenu = useRowMenu();
  return (
    <div className="d-flex align-items-center gap-1">
      <RowAction
        icon={Eye}
        label={t('invoiceApp.actions.previewOf', { number })}
        tooltip={t('invoiceApp.actions.preview')}
        to={`/apps/invoice/preview/${invoice.id}`}
      />
      <Dropdown align="end" {...rowMenu.dropdown}>
        <Dropdown.Toggle
          as="button"
          className="btn btn-sm btn-icon btn-flat-secondary hide-arrow"
          aria-label={t('invoiceApp.actions.moreFor', { number })}
        >
          <MoreVertical size={16} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu {...rowMenu.menu}>
          <Dropdown.Item as="button" onClick={() => onDownload(invoice)}>
            <Download size={14} className="me-2" aria-hidden="true" />
            {t('invoiceApp.actions.download')}
          </Dropdown.Item>
          <Dropdown.Item
            as="button"
            onClick={() => void navigate(`/apps/invoice/edit/${invoice.id}`)}
          >
            <Edit size={14} className="me-2" aria-hidden="true" />
            {t('invoiceApp.actions.edit')}
          </Dropdown.Item>
          <Dropdown.Item
            as="button"
            onClick={() => void navigate(`/apps/invoice/add?duplicate=${invoice.id}`)}
          >
            <Copy size={14} className="me-2" aria-hidden="true" />
            {t('invoiceApp.actions.duplicate')}
          </Dropdown.Item>
          <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(invoice)}>
            <Trash2 size={14} className="me-2" aria-hidden="true" />
            {t('invoiceApp.actions.delete')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
