import { ChevronLeft, ChevronRight } from 'react-feather';

export interface PagerLabels {
  pagination: string;
  previous: string;
  next: string;
  /** A page button's name for assistive technology ("Page 3"); its number when not given. */
  page?: (page: number) => string;
}

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

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

/** Previous, the pages around the current one (first and last always), next. */
export function Pager({ page, pageCount, onPage, labels }: PagerProps) {
  return (
    <nav aria-label={labels.pagination}>
      <ul className="pagination pagination-sm mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={labels.previous}
          >
            <ChevronLeft size={14} aria-hidden="true" className="flip-rtl" />
          </button>
        </li>
        {pageWindow(Math.min(page, pageCount), pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={labels.page?.(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onPage(page + 1)}
            disabled={page >= pageCount}
            aria-label={labels.next}
          >
            <ChevronRight size={14} aria-hidden="true" className="flip-rtl" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Where a paged list is: the page shown, the rows there are, how many a page, and the way on. */
export interface PagedPosition {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** The pager under a list of `total` rows, `perPage` a page; nothing when they fit on one page. */
export function ListPager({
  page,
  total,
  perPage,
  onPage,
  labels,
  className = 'd-flex justify-content-center mt-4',
}: PagedPosition & { labels: PagerLabels; className?: string }) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (pageCount <= 1) return null;
  return (
    <div className={className}>
      <Pager page={page} pageCount={pageCount} onPage={onPage} labels={labels} />
    </div>
  );
}
