import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { VacancySortColumn } from './vacancies.mapper.ts';
import type { Db } from '../../db/client.ts';
import { vacancies } from '../../db/tables.ts';
import {
  containsLower,
  listOrder,
  type ListPageQuery,
  rowsById,
  tablePage,
} from '../../lib/sql.ts';

export type VacancyRow = typeof vacancies.$inferSelect;
export type NewVacancyRow = typeof vacancies.$inferInsert;

export interface VacancyFilter {
  q?: string | undefined;
  status?: VacancyRow['status'] | undefined;
  type?: VacancyRow['type'] | undefined;
  workplace?: VacancyRow['workplace'] | undefined;
  /** Employer contacts: only their organisation's vacancies. */
  organisationId?: string | undefined;
  /** Candidates: only open vacancies whose deadline is after this moment. */
  openAt?: Date | undefined;
}

export interface VacancyListQuery extends VacancyFilter, ListPageQuery<VacancySortColumn> {}

/** The columns a list may be sorted by; each has an index that serves its order (list-indexes.test.ts). */
export const sortColumns = {
  title: vacancies.title,
  employer: vacancies.employerName,
  location: vacancies.location,
  closesAt: vacancies.closesAt,
  createdAt: vacancies.createdAt,
  status: vacancies.status,
  applicationCount: vacancies.applicationCount,
} as const;

function whereOf(f: VacancyFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) where.push(containsLower(vacancies.searchText, f.q));
  if (f.status) where.push(eq(vacancies.status, f.status));
  if (f.type) where.push(eq(vacancies.type, f.type));
  if (f.workplace) where.push(eq(vacancies.workplace, f.workplace));
  if (f.organisationId) where.push(eq(vacancies.organisationId, f.organisationId));
  if (f.openAt) {
    where.push(eq(vacancies.status, 'open'));
    where.push(gt(vacancies.closesAt, f.openAt));
  }
  return where.length ? and(...where) : undefined;
}

/** One page in SQL, ordered by the chosen column then id so pages never overlap. */
export async function listVacancies(
  db: Db,
  q: VacancyListQuery,
): Promise<{ rows: VacancyRow[]; total: number; totalCapped: boolean }> {
  return tablePage(db, vacancies, q, whereOf(q), sortColumns[q.sortColumn]);
}

/** Rows for a CSV export of a filtered list, capped so one request cannot run away. */
export async function exportVacancies(
  db: Db,
  f: VacancyFilter & { sort: 'asc' | 'desc'; sortColumn: VacancySortColumn },
  limit: number,
): Promise<VacancyRow[]> {
  return db
    .select()
    .from(vacancies)
    .where(whereOf(f))
    .orderBy(...listOrder(f.sort, sortColumns[f.sortColumn], vacancies.id))
    .limit(limit);
}

const vacancyRows = rowsById(vacancies);

/** One vacancy; with `lock`, its row stays locked until the caller's transaction ends. */
export const findVacancy = vacancyRows.find;
export const insertVacancy = vacancyRows.insert;
export const updateVacancyRow = vacancyRows.update;
export const deleteVacancyRow = vacancyRows.remove;

/**
 * Closes every open vacancy whose deadline has passed; closedAt is the deadline itself.
 * Cheap when there is nothing to close: (status, closes_at) is indexed.
 */
export async function closeExpiredVacancies(db: Db, at: Date): Promise<string[]> {
  const rows = await db
    .update(vacancies)
    .set({ status: 'closed', closedAt: sql`${vacancies.closesAt}`, updatedAt: at })
    .where(and(eq(vacancies.status, 'open'), lte(vacancies.closesAt, at)))
    .returning({ id: vacancies.id });
  return rows.map((r) => r.id);
}
