import { count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  applicationStatuses,
  type ApplicationStatus,
  type StatsOverview,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { applications, candidates, vacancies } from '../../db/tables.ts';
import { now } from '../../lib/clock.ts';
import { closeExpired } from '../vacancies/vacancies.service.ts';

const DAY = 86_400_000;

function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The careers dashboard in one call; every figure is one indexed aggregate. */
export async function overview(db: Db): Promise<StatsOverview> {
  const at = now();
  await closeExpired(db, at, { via: 'stats' });
  const since = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - 29 * DAY,
  );
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
  const counts = new Map(byStatus.map((r) => [r.status, r.n]));
  const days = new Map(perDay.map((r) => [r.day, r.n]));
  const medianRaw = median[0]?.days;
  return {
    openVacancies: open[0]?.n ?? 0,
    totalVacancies: totalV[0]?.n ?? 0,
    totalCandidates: totalC[0]?.n ?? 0,
    totalApplications: byStatus.reduce((sum, r) => sum + r.n, 0),
    applicationsByStatus: applicationStatuses.map((status: ApplicationStatus) => ({
      status,
      count: counts.get(status) ?? 0,
    })),
    applicationsPerDay: Array.from({ length: 30 }, (_, i) => {
      const date = utcDay(new Date(since.getTime() + i * DAY));
      return { date, count: days.get(date) ?? 0 };
    }),
    topVacancies: top.filter((t) => t.applications > 0),
    medianDaysToDecision:
      medianRaw === null || medianRaw === undefined
        ? null
        : Math.round(Number(medianRaw) * 10) / 10,
  };
}
