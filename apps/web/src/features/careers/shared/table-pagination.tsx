import { useTranslation } from 'react-i18next';
import { Pager } from '../../../core/ui/pager.tsx';
import { formatNumber } from './format.ts';

export function TablePagination(props: {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total`: show "1,000+" and let the reader page on. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const capped = props.totalCapped === true && props.total > 0;
  const counted = Math.max(1, Math.ceil(props.total / props.perPage));
  const pages = capped ? Math.max(counted, props.page + 1) : counted;
  const from = props.total === 0 ? 0 : (props.page - 1) * props.perPage + 1;
  const to = capped
    ? props.page * props.perPage
    : Math.min(props.total, props.page * props.perPage);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-top">
      <span className="text-body-secondary small">
        {t('careers.table.showing', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: capped
            ? t('careers.table.atLeast', { total: formatNumber(props.total) })
            : formatNumber(props.total),
        })}
      </span>
      <Pager
        page={props.page}
        pageCount={pages}
        onPage={props.onPage}
        labels={{
          pagination: t('careers.table.pagination'),
          previous: t('careers.table.previous'),
          next: t('careers.table.next'),
          page: (page) => t('careers.table.page', { page }),
        }}
      />
    </div>
  );
}
