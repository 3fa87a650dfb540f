export type RowStatus = 'open' | 'draft' | 'closed';

export interface VacancyRow {
  id: number;
  title: string;
  employer: string;
  status: RowStatus;
  applications: number;
}

export type RowAction =
  | { type: 'duplicate'; id: number; suffix: string }
  | { type: 'status'; id: number; status: RowStatus }
  | { type: 'delete'; id: number };

/** Applies a context-menu action to the rows; a duplicate goes right below its original. */
export function applyRowAction(rows: readonly VacancyRow[], action: RowAction): VacancyRow[] {
  switch (action.type) {
    case 'duplicate': {
      const index = rows.findIndex((r) => r.id === action.id);
      const original = rows[index];
      if (!original) return [...rows];
      const copy: VacancyRow = {
        ...original,
        id: Math.max(...rows.map((r) => r.id)) + 1,
        title: `${original.title} ${action.suffix}`,
        status: 'draft',
        applications: 0,
      };
      return [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)];
    }
    case 'status':
      return rows.map((r) => (r.id === action.id ? { ...r, status: action.status } : r));
    case 'delete':
      return rows.filter((r) => r.id !== action.id);
  }
}
