import {
  applicationStatuses,
  type ApplicationStatus,
  type StatsOverview,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { closeExpired } from '../vacancies/vacancies.service.ts';
import { readFigures } from './stats.repository.ts';

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
  const { open, totalV, totalC, byStatus, perDay, top, median } = await readFigures(db, since);
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
