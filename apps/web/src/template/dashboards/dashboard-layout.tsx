import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import './dashboards.scss';

/** A dashboard or card page: the title row, then the page's rows of cards. */
export function DashboardPage({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className={className}>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      {children}
    </div>
  );
}

/** A card in the grid: the classes of its column, and the card. */
export type Cell = readonly [columns: string, card: ReactNode];

/** A row of the grid, each card in its own column. */
export function CardRow({
  cells,
  className = 'row g-4',
}: {
  cells: readonly Cell[];
  className?: string;
}) {
  return (
    <div className={className}>
      {cells.map(([columns, card], i) => (
        <div key={i} className={columns}>
          {card}
        </div>
      ))}
    </div>
  );
}
