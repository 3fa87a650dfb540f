import { waitingCount } from '../approvals/approvals.service.ts';
import {
  applicationStatuses,
  ATTENTION_CLOSING_WITHIN_DAYS,
  ATTENTION_COUNT_CAP,
  ATTENTION_FEW_APPLICATIONS,
  type ApplicationStatus,
  type Attention,
  type ReasonStats,
  type StatsOverview,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { closeExpired } from '../vacancies/vacancies.service.ts';
import { countByReason } from '../reasons/reasons.repository.ts';
import { readClosing, readFigures, readWaiting } from './stats.repository.ts';

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

/**
 * What staff should act on next: the applications waiting longest for a first look, and open
 * vacancies closing within 7 days with fewer than 5 applications (worth promoting or extending).
 */
export async function attention(db: Db, limit: number): Promise<Attention> {
  const at = now();
  await closeExpired(db, at, { via: 'stats' });
  const until = new Date(at.getTime() + ATTENTION_CLOSING_WITHIN_DAYS * DAY);
  const [waiting, closing, approvals] = await Promise.all([
    readWaiting(db, limit, ATTENTION_COUNT_CAP),
    readClosing(db, at, until, ATTENTION_FEW_APPLICATIONS, limit),
    waitingCount(db),
  ]);
  return {
    waitingApplications: waiting.rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt.toISOString(),
    })),
    waitingTotal: Math.min(waiting.total, ATTENTION_COUNT_CAP),
    waitingCapped: waiting.total > ATTENTION_COUNT_CAP,
    closingVacancies: closing.rows.map((r) => ({ ...r, closesAt: r.closesAt.toISOString() })),
    closingTotal: closing.total,
    approvalsTotal: approvals,
    closingWithinDays: ATTENTION_CLOSING_WITHIN_DAYS,
    fewApplications: ATTENTION_FEW_APPLICATIONS,
  };
}

/** Rejections and holds by internal reason (issue 20): most first, "none given" last. */
export async function byReason(db: Db): Promise<ReasonStats> {
  const rows = await countByReason(db);
  return {
    rows: rows
      .flatMap((r) =>
        r.status === 'rejected' || r.status === 'on_hold'
          ? [
              {
                status: r.status,
                reasonId: r.reasonId,
                name: r.name,
                retired: r.reasonStatus === 'retired',
                count: r.count,
              },
            ]
          : [],
      )
      .sort(
        (a, b) =>
          Number(a.reasonId === null) - Number(b.reasonId === null) ||
          b.count - a.count ||
          (a.name ?? '').localeCompare(b.name ?? ''),
      ),
  };
}
