import { ChevronLeft, ChevronRight } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format.ts';

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

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
      <nav aria-label={t('careers.table.pagination')}>
        <ul className="pagination pagination-sm mb-0">
          <li className={`page-item${props.page <= 1 ? ' disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => props.onPage(props.page - 1)}
              disabled={props.page <= 1}
              aria-label={t('careers.table.previous')}
            >
              <ChevronLeft size={14} aria-hidden="true" className="careers-flip" />
            </button>
          </li>
          {pageWindow(Math.min(props.page, pages), pages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="page-item disabled">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={p} className={`page-item${p === props.page ? ' active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-current={p === props.page ? 'page' : undefined}
                  aria-label={t('careers.table.page', { page: p })}
                  onClick={() => props.onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
          <li className={`page-item${props.page >= pages ? ' disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => props.onPage(props.page + 1)}
              disabled={props.page >= pages}
              aria-label={t('careers.table.next')}
            >
              <ChevronRight size={14} aria-hidden="true" className="careers-flip" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
