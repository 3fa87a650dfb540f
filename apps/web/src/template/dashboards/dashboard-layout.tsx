import type { ReactNode } from 'react';
import './dashboards.scss';

/** A dashboard or card page: the title row, then the page's rows of cards. */
export { RoutePage as DashboardPage } from '../../core/ui/page-header.tsx';

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
