import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import {
  claimNextJob,
  deleteDoneJobs,
  deleteWaitingJob,
  finishJob,
  insertJob,
  insertJobs,
  type JobRow,
} from './jobs.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The waits after the 1st … 5th failed attempt; a 6th failure fails the job for good. */
export const BACKOFF_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/**
 * How long a claim holds a job. Handlers finish well within it (SMTP gives up after 10–30 s of
 * silence); past it the job is claimable again, which is how a dead instance's work is picked up.
 */
export const LEASE_MS = 5 * MINUTE;
/** Finished jobs are kept this long, then the daily `jobs.purge` deletes them. */
export const KEEP_DONE_MS = 14 * DAY;

/** Lower runs first: what a person waits for (a reset link) before bulk mail. */
export const PRIORITY = { transactional: 10, normal: 50, bulk: 90 } as const;

export interface JobInput {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it becomes due; now when not given. */
  runAt?: Date;
  priority?: number;
  /** At most one live job holds a key; enqueueing it again while one is live does nothing. */
  dedupeKey?: string;
}

/**
 * Writes a job in the caller's transaction, so the job exists exactly when its cause does.
 * Answers the job, or undefined when a live job already holds its dedupe key.
 */
export async function enqueue(tx: Db, job: JobInput): Promise<JobRow | undefined> {
  const [row] = await enqueueAll(tx, [job]);
  return row;
}

/** Several jobs in one statement; answers those written (not those whose key a live job holds). */
export async function enqueueAll(tx: Db, list: JobInput[]): Promise<JobRow[]> {
  const at = now();
  return insertJobs(
    tx,
    list.map((job) => ({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? at,
      priority: job.priority ?? PRIORITY.normal,
      dedupeKey: job.dedupeKey ?? null,
      createdAt: at,
    })),
  );
}

/**
 * Takes back a job its cause no longer wants (an offer answered before its reminder), in the
 * caller's transaction. A job already running is not stopped: its handler checks its cause.
 */
export async function cancel(tx: Db, dedupeKey: string): Promise<boolean> {
  return (await deleteWaitingJob(tx, dedupeKey)) > 0;
}

export interface JobContext {
  /** The job as claimed: `attempts` counts this attempt. */
  job: JobRow;
  /** The time the worker runs at (`runDue(now)`): handlers take their time from it. */
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * What a kind of job does. `perform` runs outside any transaction (network I/O goes here; the
 * embedded database runs one transaction at a time). `commit` runs in the short transaction that
 * marks the job done, so database work happens once with it; `failed` in the one that records a
 * retry or the final failure. Any of them throwing makes the attempt a failure.
 */
export interface JobHandler<R = unknown> {
  perform?(ctx: JobContext): Promise<R>;
  commit?(tx: Db, ctx: JobContext & { result: R }): Promise<void>;
  failed?(tx: Db, ctx: JobContext & { error: string; retryAt: Date | null }): Promise<void>;
  /** Recurring: one row for every instance, due again this long after each run. */
  every?: number;
  priority?: number;
}

/** The actor of every change a job makes. */
export function systemActor(): AuditActor {
  return { id: null, role: 'system' };
}

/** Audit details naming the job behind a system change. */
export function jobDetails(job: Pick<JobRow, 'kind' | 'id'>): Record<string, unknown> {
  return { jobKind: job.kind, jobId: job.id };
}

export interface RunSummary {
  done: number;
  retried: number;
  failed: number;
  /** Attempts whose lease another worker had taken by the time they finished: nothing recorded. */
  lost: number;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'failed';
}

/**
 * The one durable worker: every instance runs one, and they share the jobs table. `runDue` is the
 * whole algorithm (tests call it with the time they want); `start` runs it on a timer.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler<never>>();
  /** This instance; each claim adds a sequence number so a lease is one claim's, not ours. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private claims = 0;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {
    this.register('jobs.purge', {
      every: DAY,
      commit: async (tx, { job, now: at }) => {
        const deleted = await deleteDoneJobs(tx, new Date(at.getTime() - KEEP_DONE_MS));
        if (deleted > 0) {
          await writeAudit(tx, {
            actor: systemActor(),
            action: 'jobs.purged',
            entity: 'job',
            details: { ...jobDetails(job), deleted },
          });
        }
      },
    });
  }

  register<R>(kind: string, handler: JobHandler<R>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Makes sure each recurring kind has its one row; several instances doing so still make one. */
  async ensureRecurring(at = now()): Promise<void> {
    for (const [kind, handler] of this.handlers) {
      if (!handler.every) continue;
      await insertJob(this.db, {
        kind,
        payload: {},
        runAt: at,
        priority: handler.priority ?? PRIORITY.normal,
        dedupeKey: `every:${kind}`,
        createdAt: at,
      });
    }
  }

  /**
   * Runs every job due at `at` (or at the clock's time, if later: jobs that the run itself queues
   * are due too), one at a time, until none is left or `limit` ran.
   */
  async runDue(at: Date = now(), limit = 1000): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0, lost: 0 };
    for (let n = 0; n < limit && !this.stopped; n++) {
      const claimAt = new Date(Math.max(at.getTime(), now().getTime()));
      const lock = `${this.id}#${++this.claims}`;
      const job = await claimNextJob(
        this.db,
        claimAt,
        new Date(claimAt.getTime() + LEASE_MS),
        lock,
      );
      if (!job) break;
      summary[await this.runOne(job, claimAt, lock)] += 1;
    }
    return summary;
  }

  private async runOne(job: JobRow, at: Date, lock: string): Promise<keyof RunSummary> {
    const handler = this.handlers.get(job.kind) as JobHandler<unknown> | undefined;
    const ctx: JobContext = {
      job,
      now: at,
      log: this.log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts }),
    };
    let error: string;
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      const result = handler.perform ? await handler.perform(ctx) : undefined;
      const mine = await withTransaction(this.db, async (tx) => {
        const recorded = await finishJob(
          tx,
          job.id,
          lock,
          handler.every
            ? // A recurring job's row stays: it is simply due again.
              {
                status: 'queued',
                runAt: new Date(at.getTime() + handler.every),
                attempts: 0,
                lastError: null,
                finishedAt: at,
                updatedAt: at,
              }
            : { status: 'done', lastError: null, finishedAt: at, updatedAt: at },
        );
        if (recorded) await handler.commit?.(tx, { ...ctx, result });
        return recorded;
      });
      if (!mine) ctx.log.warn('job outlived its lease; another worker has it');
      else ctx.log.debug('job done');
      return mine ? 'done' : 'lost';
    } catch (caught) {
      error = messageOf(caught);
    }

    const final = !handler?.every && job.attempts >= MAX_ATTEMPTS;
    const retryAt = final
      ? null
      : new Date(
          at.getTime() +
            (handler?.every ?? BACKOFF_MS[Math.min(job.attempts, BACKOFF_MS.length) - 1] ?? MINUTE),
        );
    const mine = await withTransaction(this.db, async (tx) => {
      const recorded = await finishJob(tx, job.id, lock, {
        status: final ? 'failed' : 'retrying',
        runAt: retryAt ?? job.runAt,
        lastError: error,
        finishedAt: final ? at : null,
        updatedAt: at,
      });
      if (!recorded) return false;
      await handler?.failed?.(tx, { ...ctx, error, retryAt });
      if (final) {
        await writeAudit(tx, {
          actor: systemActor(),
          action: 'job.failed',
          entity: 'job',
          entityId: job.id,
          details: { ...jobDetails(job), attempts: job.attempts, error },
        });
      }
      return true;
    });
    if (!mine) return 'lost';
    if (final) ctx.log.error({ error }, 'job failed for good');
    else ctx.log.warn({ error, retryAt }, 'job failed; will retry');
    return final ? 'failed' : 'retried';
  }

  /** Polls for due jobs until stopped (off when JOBS_WORKER=off: tests call runDue). */
  start(): void {
    if (this.timer || this.stopped) return;
    const tick = async () => {
      this.current = this.runDue().catch((error: unknown) =>
        this.log.error({ err: error }, 'job worker run failed'),
      );
      await this.current;
      this.current = undefined;
      if (!this.stopped) {
        this.timer = setTimeout(() => void tick(), this.pollMs);
        this.timer.unref();
      }
    };
    this.timer = setTimeout(() => void tick(), 0);
    this.timer.unref();
  }

  /** Stops polling and waits for the job in hand; anything else stays for the next instance. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }
}
