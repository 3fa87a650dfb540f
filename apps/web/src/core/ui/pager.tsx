import { ChevronLeft, ChevronRight } from 'react-feather';

interface PagerLabels {
  pagination: string;
  previous: string;
  next: string;
}

/** Up to five page numbers around the current one, with previous and next. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

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
        {pageWindow(page, pageCount).map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => onPage(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </button>
          </li>
        ))}
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
