import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Admin } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/tables.ts';
import { now } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import type { Viewer } from '../vacancies/vacancies.service.ts';

type AdminRow = typeof admins.$inferSelect;

function toAdmin(row: AdminRow): Admin {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    status: row.status,
    createdAt: isoRequired(row.createdAt),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

export interface AdminListQuery {
  page: number;
  perPage: number;
  sort: 'asc' | 'desc';
  sortColumn: 'fullName' | 'email' | 'createdAt' | 'lastLoginAt';
  q?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
}

const sortColumns = {
  fullName: admins.fullName,
  email: admins.email,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
} as const;

export async function list(db: Db, q: AdminListQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The admin table is small (tens of rows): a plain scan is right here.
    where.push(sql`lower(${admins.fullName} || ' ' || ${admins.email}) like ${like}`);
  }
  if (q.status) where.push(eq(admins.status, q.status));
  const filter = where.length ? and(...where) : undefined;
  const dir = q.sort === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(filter)
      .orderBy(dir(sortColumns[q.sortColumn]), dir(admins.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(admins).where(filter),
  ]);
  return { data: rows.map(toAdmin), total: totals[0]?.n ?? 0, page: q.page, perPage: q.perPage };
}

/** Enables or disables an admin; disabling ends their sessions. Nobody disables themselves. */
export async function setStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  status: 'active' | 'disabled',
): Promise<Admin> {
  if (id === viewer.id && status === 'disabled') {
    throw conflict('You cannot disable your own account', 'status');
  }
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const at = now();
    const rows = await tx
      .update(admins)
      .set({ status, updatedAt: at })
      .where(eq(admins.id, id))
      .returning();
    const row = rows[0];
    if (!row) throw notFound('Admin not found');
    if (status === 'disabled') await revokeUserSessions(tx, 'admin', id, at);
    await writeAudit(tx, {
      actor: { id: viewer.id, role: viewer.role },
      action: status === 'disabled' ? 'admin.disable' : 'admin.enable',
      entity: 'admin',
      entityId: id,
      details: { email: row.email },
    });
    return toAdmin(row);
  });
}
