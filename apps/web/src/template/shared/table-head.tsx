import type { ReactNode } from 'react';

/** A table's header row: a column heading for each of the texts (translated by the caller). */
export function TableHead({ cells, className }: { cells: ReactNode[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {cells.map((cell, i) => (
          <th key={i} scope="col">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}
