import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '../../../core/ui/data-table.tsx';

export function useTableLabels(caption: string): DataTableLabels {
  const { t } = useTranslation();
  return {
    caption,
    empty: t('userApp.table.empty'),
    sortBy: (column) => t('userApp.table.sortBy', { column }),
    pagination: t('userApp.table.pagination'),
    previous: t('userApp.table.previous'),
    next: t('userApp.table.next'),
    showing: (from, to, total) => t('userApp.table.showing', { from, to, total }),
  };
}
