import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablePaginationLabels } from '../../../core/ui/table-pagination.tsx';
import { formatNumber } from './format.ts';

/** The careers texts of a table's footer (`careers.table.*`), for core/ui's TablePagination. */
export function usePaginationLabels(): TablePaginationLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      showing: (from, to, total, capped) =>
        t('careers.table.showing', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: capped
            ? t('careers.table.atLeast', { total: formatNumber(total) })
            : formatNumber(total),
        }),
      pagination: t('careers.table.pagination'),
      previous: t('careers.table.previous'),
      next: t('careers.table.next'),
      page: (page) => t('careers.table.page', { page }),
    }),
    [t],
  );
}
