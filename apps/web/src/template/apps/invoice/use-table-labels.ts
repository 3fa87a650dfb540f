import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '../../../core/ui/data-table.tsx';

export function useTableLabels(caption: string): DataTableLabels {
  const { t } = useTranslation();
  return {
    caption,
    empty: t('invoiceApp.table.empty'),
    sortBy: (column) => t('invoiceApp.table.sortBy', { column }),
    pagination: t('invoiceApp.table.pagination'),
    previous: t('invoiceApp.table.previous'),
    next: t('invoiceApp.table.next'),
    showing: (from, to, total) => t('invoiceApp.table.showing', { from, to, total }),
  };
}
