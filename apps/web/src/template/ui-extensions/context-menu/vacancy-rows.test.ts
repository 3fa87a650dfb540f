import { describe, expect, it } from 'vitest';
import { applyRowAction, type VacancyRow } from './vacancy-rows.ts';

const rows: VacancyRow[] = [
  { id: 1, title: 'Analyst', employer: 'A', status: 'open', applications: 12 },
  { id: 5, title: 'Engineer', employer: 'B', status: 'open', applications: 3 },
];

describe('applyRowAction', () => {
  it('duplicates below the original as a draft with a new id and no applications', () => {
    const next = applyRowAction(rows, { type: 'duplicate', id: 1, suffix: '(copy)' });
    expect(next.map((r) => r.id)).toEqual([1, 6, 5]);
    expect(next[1]).toMatchObject({ title: 'Analyst (copy)', status: 'draft', applications: 0 });
  });
  it('changes the status of one row only', () => {
    const next = applyRowAction(rows, { type: 'status', id: 5, status: 'closed' });
    expect(next.map((r) => r.status)).toEqual(['open', 'closed']);
  });
  it('deletes a row', () => {
    expect(applyRowAction(rows, { type: 'delete', id: 1 }).map((r) => r.id)).toEqual([5]);
  });
  it('ignores an unknown id', () => {
    expect(applyRowAction(rows, { type: 'duplicate', id: 9, suffix: 'x' })).toEqual(rows);
  });
});
