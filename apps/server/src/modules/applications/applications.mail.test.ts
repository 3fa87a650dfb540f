import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, outbox } from '../../db/tables.ts';
import { applyingTestbed } from '../../test/applying.ts';
import { testDrivers } from '../../test/db.ts';
import { createCandidate, type TestUser } from '../../test/users.ts';
import { callAs } from '../../test/app.ts';

describe.each(testDrivers())('status emails on %s', (driver) => {
  const { env, bed, apply, move } = applyingTestbed(driver, {
    vacancy: {
      title: 'Mail Atomicity Analyst',
      employer: { name: 'Northwind Analytics' },
      location: 'Leeds',
      workplace: 'remote',
      type: 'internship',
      description: 'Checks that every status change and its email stand or fall together.',
      positions: 1,
    },
  });

  const outboxTo = (email: string) =>
    env.t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const mailJobs = async (email: string) => {
    const ids = (await outboxTo(email)).map((r) => r.id);
    const rows = await env.t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    return rows.filter((j) => ids.includes(String(j.payload.outboxId)));
  };

  it('writes the email in the transaction of the status change: both happen or neither', async () => {
    const { t, smtp } = env;
    const candidate: TestUser = await createCandidate(t.app, 'Nia Atomic');
    const application = await apply(candidate);
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
    const review = () => move(application.id, { status: 'under_review' });
    try {
      const refused = await review();
      // The change is not made without its email (before: made, and the email lost).
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_outbox on outbox'));
    }
    const unchanged = await callAs(t.app, bed.admin, 'GET', `/applications/${application.id}`);
    expect(unchanged.json()).toMatchObject({ status: 'submitted' });
    expect(await outboxTo(candidate.email)).toHaveLength(1);
    expect(await mailJobs(candidate.email)).toHaveLength(1);

    // With the outbox answering again, the change and its email are written together.
    expect((await review()).statusCode).toBe(200);
    expect(await outboxTo(candidate.email)).toHaveLength(2);
    expect(await mailJobs(candidate.email)).toHaveLength(2);
    await t.app.jobs.runDue();
    expect(smtp.mailTo(candidate.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('We have received your application'),
      expect.stringContaining('Your application is being reviewed'),
    ]);
  });
});
