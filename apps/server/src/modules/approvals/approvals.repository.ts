import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employers, organisations, vacancies } from '../../db/tables.ts';

/** Organisations waiting for staff's decision, oldest registration first (organisations_status_idx). */
export async function pendingOrganisations(db: Db, limit: number) {
  const where = eq(organisations.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: organisations.id,
        name: organisations.name,
        website: organisations.website,
        createdAt: organisations.createdAt,
      })
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.createdAt), asc(organisations.id))
      .limit(limit),
    db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Vacancies submitted for approval, the longest waiting first (vacancies_pending_idx). */
export async function pendingVacancies(db: Db, limit: number) {
  const where = eq(vacancies.status, 'pending_approval');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        organisationId: vacancies.organisationId,
        employerName: vacancies.employerName,
        closesAt: vacancies.closesAt,
        submittedAt: vacancies.submittedAt,
      })
      .from(vacancies)
      .where(where)
      .orderBy(asc(vacancies.submittedAt), asc(vacancies.id))
      .limit(limit),
    db.select({ n: count() }).from(vacancies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
