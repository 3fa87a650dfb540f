import type { ReactNode } from 'react';

/** A column heading: its (translated) text, or its content and the classes of its cell. */
export type HeadCell = string | { text: ReactNode; className?: string };

/** A table's header row: a column heading for each cell. */
export function TableHead({ cells, className }: { cells: HeadCell[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {cells.map((cell, i) =>
          typeof cell === 'string' ? (
            <th key={i} scope="col">
              {cell}
            </th>
          ) : (
            <th key={i} scope="col" className={cell.className}>
              {cell.text}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
