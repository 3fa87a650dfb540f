import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { employers, organisations, vacancies } from '../../db/tables.ts';

/** The first `limit` rows waiting in a queue, and how many wait in all (uncapped). */
async function waiting<T extends PgSelect>(
  db: Db,
  queue: { rows: T; table: PgTable; where: SQL; orderBy: SQL[] },
  limit: number,
): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, [total]] = await Promise.all([
    queue.rows
      .where(queue.where)
      .orderBy(...queue.orderBy)
      .limit(limit),
    db.select({ n: count() }).from(queue.table).where(queue.where),
  ]);
  return { rows: rows as Awaited<T>, total: total?.n ?? 0 };
}

/** Organisations waiting for staff's decision, oldest registration first (organisations_status_idx). */
export async function pendingOrganisations(db: Db, limit: number) {
  const rows = db
    .select({
      id: organisations.id,
      name: organisations.name,
      website: organisations.website,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .$dynamic();
  return waiting(
    db,
    {
      rows,
      table: organisations,
      where: eq(organisations.status, 'pending'),
      orderBy: [asc(organisations.createdAt), asc(organisations.id)],
    },
    limit,
  );
}

/** Vacancies submitted for approval, the longest waiting first (vacancies_pending_idx). */
export async function pendingVacancies(db: Db, limit: number) {
  const rows = db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      organisationId: vacancies.organisationId,
      employerName: vacancies.employerName,
      closesAt: vacancies.closesAt,
      submittedAt: vacancies.submittedAt,
    })
    .from(vacancies)
    .$dynamic();
  return waiting(
    db,
    {
      rows,
      table: vacancies,
      where: eq(vacancies.status, 'pending_approval'),
      orderBy: [asc(vacancies.submittedAt), asc(vacancies.id)],
    },
    limit,
  );
}

/** An organisation's contacts with an account that can sign in (active, address confirmed). */
export async function organisationAccounts(db: Db, organisationId: string) {
  return db
    .select({ id: employers.id, email: employers.email, fullName: employers.fullName })
    .from(employers)
    .where(
      and(
        eq(employers.organisationId, organisationId),
        eq(employers.status, 'active'),
        isNotNull(employers.emailVerifiedAt),
      ),
    )
    .orderBy(asc(employers.createdAt), asc(employers.id));
}
