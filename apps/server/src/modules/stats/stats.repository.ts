import { count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
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
