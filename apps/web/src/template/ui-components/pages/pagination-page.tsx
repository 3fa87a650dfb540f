import { useState } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'react-feather';
import { pageItems } from '../pagination/page-items.ts';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';

interface PagerProps {
  label: string;
  total?: number;
  size?: 'sm' | 'lg';
  className?: string;
  icons?: boolean;
  firstLast?: boolean;
  initial?: number;
  onChange?: (page: number) => void;
}

/** A working pager: numbers with gaps, previous/next (and first/last) buttons. */
function Pager({
  label,
  total = 10,
  size,
  className = '',
  icons = false,
  firstLast = false,
  initial = 1,
  onChange,
}: PagerProps) {
  const { t } = useUc();
  const [page, setPage] = useState(initial);
  const go = (p: number) => {
    const next = Math.min(total, Math.max(1, p));
    setPage(next);
    onChange?.(next);
  };
  const icon = (I: typeof ChevronLeft) => <I size={14} aria-hidden="true" className="uc-flip" />;
  return (
    <nav aria-label={label}>
      <Pagination size={size} className={`mb-0 flex-wrap ${className}`}>
        {firstLast && (
          <Pagination.First
            disabled={page === 1}
            onClick={() => go(1)}
            aria-label={t('pagination.first')}
          >
            {icon(ChevronsLeft)}
          </Pagination.First>
        )}
        <Pagination.Prev
          disabled={page === 1}
          onClick={() => go(page - 1)}
          aria-label={t('common.previous')}
        >
          {icons ? icon(ChevronLeft) : t('common.previous')}
        </Pagination.Prev>
        {pageItems(page, total).map((p, i) =>
          p === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${i}`} disabled aria-hidden="true" />
          ) : (
            <Pagination.Item
              key={p}
              active={p === page}
              onClick={() => go(p)}
              aria-label={t('pagination.page', { page: p })}
            >
              {p}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next
          disabled={page === total}
          onClick={() => go(page + 1)}
          aria-label={t('common.next')}
        >
          {icons ? icon(ChevronRight) : t('common.next')}
        </Pagination.Next>
        {firstLast && (
          <Pagination.Last
            disabled={page === total}
            onClick={() => go(total)}
            aria-label={t('pagination.last')}
          >
            {icon(ChevronsRight)}
          </Pagination.Last>
        )}
      </Pagination>
    </nav>
  );
}

const PER_PAGE = 10;
const TOTAL = 87;

export function PaginationPage() {
  const { t } = useUc();
  const [page, setPage] = useState(1);
  const from = (page - 1) * PER_PAGE + 1;
  const to = Math.min(TOTAL, page * PER_PAGE);
  const n = (k: string) => t('pagination.example', { name: t(k) });
  return (
    <DemoPage>
      <DemoCard section="pagination.basic">
        <Pager label={n('pagination.basic.title')} total={5} />
      </DemoCard>
      <DemoCard section="pagination.icons">
        <Pager label={n('pagination.icons.title')} icons firstLast total={20} initial={8} />
      </DemoCard>
      <DemoCard section="pagination.sizes">
        <div className="d-flex flex-column gap-3">
          <Pager label={n('common.sizes.lg')} size="lg" total={3} icons />
          <Pager label={n('common.sizes.md')} total={3} icons />
          <Pager label={n('common.sizes.sm')} size="sm" total={3} icons />
        </div>
      </DemoCard>
      <DemoCard section="pagination.alignment">
        <div className="d-flex flex-column gap-3">
          {(['start', 'center', 'end'] as const).map((a) => (
            <Pager
              key={a}
              label={n(`breadcrumbs.alignment.${a}`)}
              total={4}
              icons
              className={`justify-content-${a}`}
            />
          ))}
        </div>
      </DemoCard>
      <DemoCard section="pagination.state" wide>
        <p className="mb-3" aria-live="polite">
          {t('pagination.state.showing', { from, to, total: TOTAL })}
        </p>
        <Pager
          label={n('pagination.state.title')}
          total={Math.ceil(TOTAL / PER_PAGE)}
          icons
          firstLast
          onChange={setPage}
        />
      </DemoCard>
    </DemoPage>
  );
}
