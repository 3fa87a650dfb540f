import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/tables.ts';
import { countRows, listOrder, type ListPageQuery, updateRow } from '../../lib/sql.ts';

export type AdminRow = typeof admins.$inferSelect;

export interface AdminListQuery extends ListPageQuery<
  'fullName' | 'email' | 'createdAt' | 'lastLoginAt'
> {
  q?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
}

const sortColumns = {
  fullName: admins.fullName,
  email: admins.email,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
} as const;

export async function listAdmins(db: Db, q: AdminListQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The admin table is small (tens of rows): a plain scan is right here.
    where.push(sql`lower(${admins.fullName} || ' ' || ${admins.email}) like ${like}`);
  }
  if (q.status) where.push(eq(admins.status, q.status));
  const filter = where.length ? and(...where) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(filter)
      .orderBy(...listOrder(q.sort, sortColumns[q.sortColumn], admins.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(admins).where(filter),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Locks the rows in the order given (callers pass ids sorted, so lockers never deadlock). */
export async function lockAdmins(db: Db, ids: string[]): Promise<AdminRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(admins)
    .where(inArray(admins.id, ids))
    .orderBy(asc(admins.id))
    .for('update');
}

/** Active admins other than `exceptId`. */
export async function countActiveAdmins(db: Db, exceptId: string): Promise<number> {
  return countRows(db, admins, and(eq(admins.status, 'active'), ne(admins.id, exceptId)));
}

export async function updateAdminStatus(
  db: Db,
  id: string,
  status: 'active' | 'disabled',
  at: Date,
): Promise<AdminRow | undefined> {
  return updateRow(db, admins, eq(admins.id, id), { status, updatedAt: at });
}
