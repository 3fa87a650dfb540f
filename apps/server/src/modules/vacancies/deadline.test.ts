import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, jobs } from '../../db/tables.ts';
import { advanceClock, now, resetClock } from '../../lib/clock.ts';
import { callAs, useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { signIn, suiteUsers } from '../../test/users.ts';
import { DEADLINE_JOB } from '../careers.ts';
import { findVacancy } from './vacancies.repository.ts';

const DAY = 86_400_000;

/**
 * An open vacancy closes by itself at its deadline, whichever path notices first; each close is
 * audited with the system as its actor and says which path (`via`) or job closed it.
 */
describe.each(testDrivers())('closing vacancies at their deadline on %s', (driver) => {
  const t = useTestApp(driver);
  const users = suiteUsers(t, { admin: 'admin', candidate: 'candidate' });
  afterEach(() => resetClock());

  /** An open vacancy whose deadline is a day away. */
  const openVacancy = (title: string) =>
    careersCalls(t.app).openVacancy(users.admin, {
      title,
      employer: { name: 'Deadline Partners' },
      location: 'York',
      workplace: 'on_site',
      type: 'placement',
      sector: 'Public sector',
      description: 'A vacancy that reaches its closing date while the tests watch.',
      positions: 1,
      closesAt: new Date(now().getTime() + DAY).toISOString(),
      requiredDocuments: [],
    });
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vacancy'), eq(auditLog.action, 'vacancy.closed_at_deadline')))
      .then((rows) => rows.filter((r) => r.entityId === id));
  /** An open vacancy two days later, its deadline past, and `role` signed in again. */
  const pastDeadline = async (title: string, role: 'admin' | 'candidate') => {
    const v = await openVacancy(title);
    advanceClock(2 * DAY);
    await signIn(t.app, users[role], role);
    return v;
  };
  /** The one close audited for the vacancy: by the system, through the path `via`. */
  const expectClosedVia = async (id: string, via: string) =>
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ actorRole: 'system', details: { via } }),
    ]);

  it('the recurring job closes it with nobody looking, audited with the job', async () => {
    const v = await openVacancy('Deadline Job Analyst');
    const [schedule] = await t.database.db.select().from(jobs).where(eq(jobs.kind, DEADLINE_JOB));
    expect(schedule).toMatchObject({ status: 'queued', dedupeKey: `every:${DEADLINE_JOB}` });
    await t.app.jobs.runDue(new Date(now().getTime() + 2 * DAY));
    expect((await findVacancy(t.database.db, v.id))?.status).toBe('closed');
    expect(await auditOf(v.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: 'system',
        details: { jobKind: DEADLINE_JOB, jobId: schedule!.id },
      }),
    ]);
  });

  it('applying after the deadline closes it, audited as the system (this path audited nothing)', async () => {
    const v = await pastDeadline('Deadline Apply Analyst', 'candidate');
    const res = await callAs(t.app, users.candidate, 'POST', `/vacancies/${v.id}/applications`, {
      documentIds: [],
    });
    expect(res.statusCode).toBe(409);
    await expectClosedVia(v.id, 'apply');
  });

  it('the dashboard closes it, audited as the system (this path audited nothing)', async () => {
    const v = await pastDeadline('Deadline Dashboard Analyst', 'admin');
    const res = await callAs(t.app, users.admin, 'GET', '/stats/overview');
    expect(res.statusCode).toBe(200);
    expect((await findVacancy(t.database.db, v.id))?.status).toBe('closed');
    await expectClosedVia(v.id, 'stats');
  });

  it('a read closes it, audited as the system', async () => {
    const v = await pastDeadline('Deadline Read Analyst', 'admin');
    const res = await callAs(t.app, users.admin, 'GET', `/vacancies/${v.id}`);
    expect(res.json()).toMatchObject({ status: 'closed' });
    await expectClosedVia(v.id, 'read');
  });
});
