import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPLICATION_UNDO_MS, type Application, type MovedApplication } from '@careers/contracts';
import { auditLog, jobs, notifications, outbox } from '../../db/tables.ts';
import { advanceClock, now, resetClock } from '../../lib/clock.ts';
import { callAs } from '../../test/app.ts';
import { firstReasonId } from '../../test/careers.ts';
import { applyingTestbed } from '../../test/applying.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('one-click moves and their undo on %s', (driver) => {
  const { env, bed, apply, move } = applyingTestbed(driver, { adminName: 'Quick Mover' });
  let colleague: TestUser;

  beforeAll(async () => {
    colleague = await createAdmin(env.t.app, bed.admin, 'Other Adviser');
  });
  afterEach(() => resetClock());

  const db = () => env.t.database.db;
  const subjects = (email: string) => env.smtp.mailTo(email).map((m) => m.subject);

  async function applied(name: string): Promise<{ candidate: TestUser; id: string }> {
    const candidate = await createCandidate(env.t.app, name);
    const { id } = await apply(candidate);
    // The acknowledgement goes now, so that only the move's email is left to wait.
    await env.t.app.jobs.runDue();
    return { candidate, id };
  }

  const undo = (id: string, eventId: string, as = bed.admin) =>
    callAs(env.t.app, as, 'POST', `/applications/${id}/undo`, { eventId });
  const candidateNotifications = (candidateId: string) =>
    db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientRole, 'candidate'),
          eq(notifications.recipientId, candidateId),
        ),
      );

  it('[200] queues the email of an undoable move 10 s later: nothing at +5 s, delivered after', async () => {
    const { candidate, id } = await applied('Kai Patient');
    const t0 = now().getTime();
    const res = await move(id, { status: 'under_review', undoable: true });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<MovedApplication>();
    expect(moved.status).toBe('under_review');
    expect(moved.undo?.eventId).toEqual(expect.any(String));
    expect(new Date(moved.undo!.until).getTime()).toBeGreaterThanOrEqual(t0 + APPLICATION_UNDO_MS);

    await env.t.app.jobs.runDue(new Date(t0 + 5_000));
    expect(subjects(candidate.email)).toHaveLength(1);
    await env.t.app.jobs.runDue(new Date(t0 + APPLICATION_UNDO_MS + 1_000));
    expect(subjects(candidate.email)).toEqual([
      expect.stringContaining('We have received your application'),
      expect.stringContaining('Your application is being reviewed'),
    ]);
    // Too late to undo now: the email went.
    advanceClock(APPLICATION_UNDO_MS + 1_000);
    const late = await undo(id, moved.undo!.eventId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'undo_expired',
      message: 'The 10 seconds to undo this move have passed',
      field: 'eventId',
    });
  });

  it('[200] undoes within the window: status back, email and notification deleted, audited', async () => {
    const { candidate, id } = await applied('Lea Undone');
    const res = await move(id, { status: 'under_review', undoable: true });
    const { undo: token } = res.json<MovedApplication>();
    expect(await candidateNotifications(candidate.id)).toHaveLength(1);
    const queued = await db().select().from(outbox).where(eq(outbox.to, candidate.email));
    expect(queued).toHaveLength(2);

    advanceClock(5_000);
    const undone = await undo(id, token!.eventId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Application>()).toMatchObject({
      status: 'submitted',
      allowedNext: ['under_review', 'on_hold', 'rejected'],
    });
    expect(await candidateNotifications(candidate.id)).toHaveLength(0);
    expect(await db().select().from(outbox).where(eq(outbox.to, candidate.email))).toHaveLength(1);
    const waiting = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `application-move:${token!.eventId}`));
    expect(waiting).toHaveLength(0);
    const history = await callAs(env.t.app, bed.admin, 'GET', `/applications/${id}/events`);
    expect(history.json<{ to: string }[]>().map((e) => e.to)).toEqual(['submitted']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'application.status_undone')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: bed.admin.id,
      details: { from: 'under_review', to: 'submitted', eventId: token!.eventId },
    });

    // Nothing arrives, however long the worker runs.
    await env.t.app.jobs.runDue(new Date(now().getTime() + 60_000));
    expect(subjects(candidate.email)).toHaveLength(1);
    // The same undo again: the move is gone.
    expect((await undo(id, token!.eventId)).statusCode).toBe(404);
  });

  it('[200] undoing a resume puts the application back on hold with its reason', async () => {
    const { id } = await applied('Mo Resumed');
    expect((await move(id, { status: 'under_review' })).statusCode).toBe(200);
    const reasonId = await firstReasonId(env.t.app, bed.admin, 'on_hold');
    expect((await move(id, { status: 'on_hold', reasonId })).statusCode).toBe(200);
    const resumed = await move(id, { status: 'under_review', undoable: true });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const undone = await undo(id, resumed.json<MovedApplication>().undo!.eventId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Application>()).toMatchObject({
      status: 'on_hold',
      allowedNext: ['under_review', 'rejected'],
    });
    const list = await callAs(env.t.app, bed.admin, 'GET', `/applications?reason=${reasonId}`);
    expect(list.json<{ data: { id: string }[] }>().data.map((a) => a.id)).toContain(id);
  });

  it('[400] refuses undoable on a move the candidate will not like', async () => {
    const { id } = await applied('Noor Rejected');
    const reasonId = await firstReasonId(env.t.app, bed.admin, 'rejected');
    const res = await move(id, { status: 'rejected', reasonId, undoable: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'undoable' });
  });

  it('[403] [409] only its author undoes, only the latest move, only an undoable one', async () => {
    const { id } = await applied('Oli Contested');
    const first = (
      await move(id, { status: 'under_review', undoable: true })
    ).json<MovedApplication>();
    expect((await undo(id, first.undo!.eventId, colleague)).statusCode).toBe(403);
    const second = await move(id, { status: 'shortlisted' });
    expect(second.json<MovedApplication>().undo).toBeUndefined();
    const superseded = await undo(id, first.undo!.eventId);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toMatchObject({ code: 'undo_superseded' });
    // A move made without `undoable` had its email queued at once: it cannot be undone.
    const events = await callAs(env.t.app, bed.admin, 'GET', `/applications/${id}/events`);
    const last = events.json<{ id: string }[]>().at(-1)!;
    expect((await undo(id, last.id)).statusCode).toBe(409);
    // Another application's move is not this one's.
    const other = await applied('Pia Elsewhere');
    expect((await undo(other.id, first.undo!.eventId)).statusCode).toBe(404);
  });
});
