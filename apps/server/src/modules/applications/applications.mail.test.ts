import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Application, Vacancy } from '@careers/contracts';
import { jobs, outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { TestSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDrivers())('status emails on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let vacancy: Vacancy;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    t = await createTestApp(driver, { smtpUrl: smtp.url });
    admin = await createAdmin(t.app);
    vacancy = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/vacancies',
        headers: admin.auth,
        payload: {
          title: 'Mail Atomicity Analyst',
          employer: { name: 'Northwind Analytics' },
          location: 'Leeds',
          workplace: 'remote',
          type: 'internship',
          sector: 'Technology',
          description: 'Checks that every status change and its email stand or fall together.',
          positions: 1,
          closesAt: inDays(30),
          requiredDocuments: [],
        },
      })
    ).json<Vacancy>();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancy.id}/status`,
      headers: admin.auth,
      payload: { status: 'open' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const mailJobs = async (email: string) => {
    const ids = (await outboxTo(email)).map((r) => r.id);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    return rows.filter((j) => ids.includes(String(j.payload.outboxId)));
  };

  it('writes the email in the transaction of the status change: both happen or neither', async () => {
    const candidate: TestUser = await createCandidate(t.app, 'Nia Atomic');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancy.id}/applications`,
      headers: candidate.auth,
      payload: { documentIds: [] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json<Application>();
    expect(await outboxTo(candidate.email)).toHaveLength(1);

    // The outbox refuses this candidate's next email when its transaction commits.
    const to = candidate.email.replace(/'/g, "''");
    await t.database.db.execute(
      sql.raw(`create or replace function refuse_outbox() returns trigger language plpgsql as
        $$ begin raise exception 'outbox unavailable'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create constraint trigger refuse_outbox after insert on outbox
        deferrable initially deferred for each row when (new."to" = '${to}')
        execute function refuse_outbox()`),
    );
    const move = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/applications/${application.id}/status`,
        headers: admin.auth,
        payload: { status: 'under_review' },
      });
    try {
      const refused = await move();
      // The change is not made without its email (before: made, and the email lost).
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_outbox on outbox'));
    }
    const unchanged = await t.app.inject({
      url: `/api/v1/applications/${application.id}`,
      headers: admin.auth,
    });
    expect(unchanged.json()).toMatchObject({ status: 'submitted' });
    expect(await outboxTo(candidate.email)).toHaveLength(1);
    expect(await mailJobs(candidate.email)).toHaveLength(1);

    // With the outbox answering again, the change and its email are written together.
    expect((await move()).statusCode).toBe(200);
    expect(await outboxTo(candidate.email)).toHaveLength(2);
    expect(await mailJobs(candidate.email)).toHaveLength(2);
    await t.app.jobs.runDue();
    expect(smtp.mailTo(candidate.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('We have received your application'),
      expect.stringContaining('Your application is being reviewed'),
    ]);
  });
});
