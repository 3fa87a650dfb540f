import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  Application,
  ApplicationBulkResult,
  ApplicationEvent,
  Tag,
  Vacancy,
} from '@careers/contracts';
import { applicationEvents, auditLog, jobs, outbox } from '../../db/tables.ts';
import { callAs } from '../../test/app.ts';
import { careersCalls, firstReasonId } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('bulk changes to applications on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: TestUser;
  let vacancy: Vacancy;

  beforeAll(async () => {
    admin = await createAdmin(env.t.app, undefined, 'Bulk Mover');
    vacancy = await careersCalls(env.t.app).openVacancy(admin, { requiredDocuments: [] });
  });

  const db = () => env.t.database.db;
  const bulk = (body: Record<string, unknown>, as = admin) =>
    callAs(env.t.app, as, 'POST', '/applications/bulk', body);

  /** New applications to the vacancy, their acknowledgements already delivered. */
  async function applied(n: number): Promise<{ candidate: TestUser; id: string }[]> {
    const made = [];
    for (let i = 0; i < n; i++) {
      const candidate = await createCandidate(env.t.app, `Bulk Student ${i}`);
      const res = await careersCalls(env.t.app).apply(candidate, vacancy.id, []);
      expect(res.statusCode, res.body).toBe(201);
      made.push({ candidate, id: res.json<Application>().id });
    }
    await env.t.app.jobs.runDue();
    return made;
  }

  it('[200] applies the legal moves and reports the illegal, the missing and the repeated once each', async () => {
    const [a, b, c] = await applied(3);
    const withdrawn = await callAs(
      env.t.app,
      c!.candidate,
      'POST',
      `/applications/${c!.id}/status`,
      {
        status: 'withdrawn',
      },
    );
    expect(withdrawn.statusCode).toBe(200);
    const missing = randomUUID();
    const res = await bulk({
      action: 'move',
      ids: [a!.id, c!.id, missing, b!.id, a!.id],
      status: 'under_review',
      note: 'Read in bulk',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ApplicationBulkResult>();
    expect(result).toMatchObject({ succeeded: 2, failed: 2 });
    expect(result.data).toEqual([
      { id: a!.id, ok: true, status: 'under_review' },
      {
        id: c!.id,
        ok: false,
        error: {
          code: 'status_not_allowed',
          status: 409,
          field: 'status',
          message: expect.stringContaining('withdrawn cannot become under review'),
        },
      },
      {
        id: missing,
        ok: false,
        error: { code: 'not_found', status: 404, message: 'Application not found' },
      },
      { id: b!.id, ok: true, status: 'under_review' },
    ]);
    const history = await callAs(env.t.app, admin, 'GET', `/applications/${a!.id}/events`);
    expect(history.json<ApplicationEvent[]>().map((e) => [e.to, e.note])).toEqual([
      ['submitted', null],
      ['under_review', 'Read in bulk'],
    ]);
    const left = await callAs(env.t.app, admin, 'GET', `/applications/${c!.id}`);
    expect(left.json<Application>().status).toBe('withdrawn');
    // One audit entry per moved application, like single moves.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.status'),
          inArray(auditLog.entityId, [a!.id, b!.id, c!.id]),
        ),
      );
    expect(audit.map((e) => e.details).sort()).toEqual([
      expect.objectContaining({ from: 'submitted', to: 'under_review', note: 'Read in bulk' }),
      expect.objectContaining({ from: 'submitted', to: 'under_review', note: 'Read in bulk' }),
    ]);
  });

  it('[200] queues the emails in the outbox and sends none inside the request', async () => {
    const made = await applied(3);
    const before = env.smtp.received.length;
    const reasonId = await firstReasonId(env.t.app, admin, 'rejected');
    const res = await bulk({
      action: 'move',
      ids: made.map((m) => m.id),
      status: 'rejected',
      reasonId,
      message: 'We chose candidates with more field work.',
    });
    expect(res.json<ApplicationBulkResult>()).toMatchObject({ succeeded: 3, failed: 0 });
    expect(env.smtp.received.length).toBe(before);
    const emails = made.map((m) => m.candidate.email);
    const queued = await db().select().from(outbox).where(inArray(outbox.to, emails));
    // The acknowledgement and the decision for each.
    expect(queued.filter((r) => r.status === 'queued')).toHaveLength(3);
    const waiting = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.send'), eq(jobs.status, 'queued')));
    const ids = new Set(queued.filter((r) => r.status === 'queued').map((r) => r.id));
    expect(waiting.filter((j) => ids.has(String(j.payload.outboxId)))).toHaveLength(3);

    for (const m of made) {
      const mails = await env.mailsTo(m.candidate.email);
      expect(mails.at(-1)?.text).toContain('We chose candidates with more field work.');
    }
  });

  it('[200] with notify false queues no email and records the moves as not emailed', async () => {
    const made = await applied(2);
    const ok = await bulk({
      action: 'move',
      ids: made.map((m) => m.id),
      status: 'under_review',
      notify: false,
    });
    expect(ok.json<ApplicationBulkResult>()).toMatchObject({ succeeded: 2 });
    const queued = await db()
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          made.map((m) => m.candidate.email),
        ),
      );
    expect(queued).toHaveLength(2);
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(
        and(
          inArray(
            applicationEvents.applicationId,
            made.map((m) => m.id),
          ),
          eq(applicationEvents.toStatus, 'under_review'),
        ),
      );
    expect(events.map((e) => e.emailed)).toEqual([false, false]);
  });

  it('[200] adds and removes tags on each application that exists; [400] names an unknown tag', async () => {
    const [a, b] = await applied(2);
    const made = await callAs(env.t.app, admin, 'POST', '/tags', {
      name: 'Bulk tagged',
      colour: 'green',
    });
    const tag = made.json<Tag>();
    const missing = randomUUID();
    const added = await bulk({ action: 'tag', ids: [a!.id, b!.id, missing], add: [tag.id] });
    expect(added.json<ApplicationBulkResult>()).toMatchObject({
      succeeded: 2,
      failed: 1,
      data: [
        { id: a!.id, ok: true, status: 'submitted' },
        { id: b!.id, ok: true, status: 'submitted' },
        { id: missing, ok: false, error: { code: 'not_found' } },
      ],
    });
    const tagged = await callAs(env.t.app, admin, 'GET', `/applications?tag=${tag.id}`);
    expect(tagged.json<{ total: number }>().total).toBe(2);
    const removed = await bulk({ action: 'tag', ids: [a!.id], remove: [tag.id] });
    expect(removed.json<ApplicationBulkResult>()).toMatchObject({ succeeded: 1 });
    const after = await callAs(env.t.app, admin, 'GET', `/applications/${a!.id}/tags`);
    expect(after.json<{ data: Tag[] }>().data).toEqual([]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, a!.id), inArray(auditLog.action, ['tag.attach', 'tag.detach'])),
      );
    expect(audit.map((e) => e.action).sort()).toEqual(['tag.attach', 'tag.detach']);

    const unknown = await bulk({ action: 'tag', ids: [a!.id], add: [randomUUID()] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Tag not found', field: 'add' });
  });

  it('[400] names the field: more than 500 ids, none, no action, nothing to tag', async () => {
    const ids = Array.from({ length: 501 }, () => randomUUID());
    const tooMany = await bulk({ action: 'move', ids, status: 'under_review' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      field: 'ids',
      message: expect.stringContaining('at most 500'),
    });
    const none = await bulk({ action: 'move', ids: [], status: 'under_review' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'ids' });
    const noAction = await bulk({ ids: [randomUUID()], status: 'under_review' });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json()).toMatchObject({ field: 'action' });
    const nothing = await bulk({ action: 'tag', ids: [randomUUID()] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ field: 'add' });
    // 500 is the limit, not beyond it: every unknown id is reported on its own.
    const atLimit = await bulk({ action: 'move', ids: ids.slice(0, 500), status: 'under_review' });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json<ApplicationBulkResult>()).toMatchObject({ succeeded: 0, failed: 500 });
  });
});
