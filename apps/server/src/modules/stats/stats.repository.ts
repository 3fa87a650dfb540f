import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, candidates, vacancies } from '../../db/tables.ts';

/** Every figure of the dashboard, each one indexed aggregate, run side by side. */
export async function readFigures(db: Db, since: Date) {
  const day = sql<string>`to_char(${applications.submittedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [open, totalV, totalC, byStatus, perDay, top, median] = await Promise.all([
    db.select({ n: count() }).from(vacancies).where(eq(vacancies.status, 'open')),
    db.select({ n: count() }).from(vacancies),
    db.select({ n: count() }).from(candidates),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .groupBy(applications.status),
    db
      .select({ day, n: count() })
      .from(applications)
      .where(gte(applications.submittedAt, since))
      .groupBy(day),
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        employerName: vacancies.employerName,
        applications: vacancies.applicationCount,
      })
      .from(vacancies)
      .orderBy(desc(vacancies.applicationCount), desc(vacancies.createdAt))
      .limit(5),
    db
      .select({
        days: sql<
          string | number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${applications.decidedAt} - ${applications.submittedAt})) / 86400.0)`,
      })
      .from(applications)
      .where(isNotNull(applications.decidedAt)),
  ]);
  return { open, totalV, totalC, byStatus, perDay, top, median };
}

/**
 * Applications waiting for a first look, oldest first: served by
 * applications_status_submitted_idx (status, submitted_at, id), so the page costs the same at a
 * million rows. The count stops at `cap`.
 */
export async function readWaiting(db: Db, limit: number, cap: number) {
  const waiting = eq(applications.status, 'submitted');
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: applications.id,
        vacancyId: applications.vacancyId,
        vacancyTitle: applications.vacancyTitle,
        candidateName: applications.candidateName,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(waiting)
      .orderBy(asc(applications.submittedAt), asc(applications.id))
      .limit(limit),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(applications)
        .where(waiting)
        .limit(cap + 1)
        .as('w'),
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * Open vacancies closing between `from` and `to` with fewer than `few` applications, soonest
 * first: a range of vacancies_status_closes_idx (status, closes_at, id).
 */
export async function readClosing(db: Db, from: Date, to: Date, few: number, limit: number) {
  const where = and(
    eq(vacancies.status, 'open'),
    gt(vacancies.closesAt, from),
    lte(vacancies.closesAt, to),
    lt(vacancies.applicationCount, few),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        employerName: vacancies.employerName,
        closesAt: vacancies.closesAt,
        applications: vacancies.applicationCount,
      })
      .from(vacancies)
      .where(where)
      .orderBy(asc(vacancies.closesAt), asc(vacancies.id))
      .limit(limit),
    db.select({ n: count() }).from(vacancies).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
