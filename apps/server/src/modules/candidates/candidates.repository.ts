import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, candidates } from '../../db/tables.ts';
import { containsLower, findRow, type ListPageQuery, rowsById, tablePage } from '../../lib/sql.ts';
import { hasEveryTag } from '../reviewing/reviewing.repository.ts';

export type CandidateRow = typeof candidates.$inferSelect;

export interface CandidateListQuery extends ListPageQuery<
  'fullName' | 'email' | 'programme' | 'graduationYear' | 'createdAt'
> {
  q?: string | undefined;
  level?: CandidateRow['level'] | undefined;
  graduationYear?: number | undefined;
  status?: CandidateRow['status'] | undefined;
  /** Staff's tag ids: candidates carrying every one. */
  tag?: string[] | undefined;
}

/** The columns a list may be sorted by; each has an index that serves its order (list-indexes.test.ts). */
export const sortColumns = {
  fullName: candidates.fullName,
  email: candidates.email,
  programme: candidates.programme,
  graduationYear: candidates.graduationYear,
  createdAt: candidates.createdAt,
} as const;

export async function listCandidates(
  db: Db,
  q: CandidateListQuery,
): Promise<{ rows: CandidateRow[]; total: number; totalCapped: boolean }> {
  const where: SQL[] = [];
  if (q.q) where.push(containsLower(candidates.searchText, q.q));
  if (q.level) where.push(eq(candidates.level, q.level));
  if (q.graduationYear) where.push(eq(candidates.graduationYear, q.graduationYear));
  if (q.status) where.push(eq(candidates.status, q.status));
  if (q.tag) where.push(...hasEveryTag('candidate', candidates.id, q.tag));
  return tablePage(db, candidates, q, and(...where), sortColumns[q.sortColumn]);
}

export async function findCandidate(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CandidateRow | undefined> {
  // No key update: documents and applications that refer to the candidate can still be added.
  return findRow(db, candidates, eq(candidates.id, id), opts.lock === true && 'no key update');
}

const candidateRows = rowsById(candidates);

export const updateCandidateRow = candidateRows.update;

/** Applications carry the candidate's name for lists and search: keep it in step. */
export async function renameInApplications(db: Db, id: string, fullName: string): Promise<void> {
  await db
    .update(applications)
    .set({ candidateName: fullName })
    .where(eq(applications.candidateId, id));
}
