import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_REMINDER_BEFORE_MS,
  type AppNotification,
  type Application,
  type AuditEntry,
  type Offer,
} from '@careers/contracts';
import { advanceClock, now, resetClock } from '../../lib/clock.ts';
import { callAs } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';
import { listJobs } from '../jobs/jobs.repository.ts';
import { REMINDER_JOB } from './offers.jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDrivers())('offers on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: TestUser;
  let calls: ReturnType<typeof careersCalls>;

  beforeAll(async () => {
    admin = await createAdmin(env.t.app, undefined, 'Priya Raman');
    calls = careersCalls(env.t.app);
  });
  afterEach(() => resetClock());

  const terms = (deadline: Date, extra: Record<string, unknown> = {}) => ({
    roleTitle: 'Graduate Data Analyst',
    pay: '£28,000 a year',
    startDate: '2027-09-01',
    location: 'Leeds',
    conditions: 'Subject to references.',
    deadline: deadline.toISOString(),
    ...extra,
  });
  const inDays = (days: number) => new Date(now().getTime() + days * DAY);

  /** A candidate's application moved on to interviewing. */
  async function interviewing(name?: string) {
    const { candidate, application } = await calls.interviewing(admin, name);
    await env.mailsTo(candidate.email);
    env.smtp.received.length = 0;
    return { candidate, application };
  }
  const makeOffer = (id: string, body: unknown, as = admin) =>
    callAs(env.t.app, as, 'POST', `/applications/${id}/offers`, body);
  const made = async (id: string, deadline = inDays(7)) => {
    const res = await makeOffer(id, terms(deadline));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Offer>();
  };
  const answer = (user: TestUser, offerId: string, decision: 'accept' | 'decline') =>
    callAs(env.t.app, user, 'POST', `/offers/${offerId}/${decision}`);
  const applicationOf = async (id: string) =>
    (await callAs(env.t.app, admin, 'GET', `/applications/${id}`)).json<Application>();
  const offersOf = async (user: TestUser, id: string) =>
    (await callAs(env.t.app, user, 'GET', `/applications/${id}/offers`)).json<{ data: Offer[] }>()
      .data;
  const bell = async (user: TestUser) =>
    (await callAs(env.t.app, user, 'GET', '/notifications')).json<{ data: AppNotification[] }>()
      .data;
  const reminderJobs = async (offerId: string) =>
    (await listJobs(env.t.database.db, [REMINDER_JOB])).filter(
      (j) => j.payload['offerId'] === offerId,
    );

  it('[201] staff make an offer on an interviewing application: it becomes offered, the candidate gets the terms once', async () => {
    const { candidate, application } = await interviewing();
    const deadline = inDays(7);
    const offer = await made(application.id, deadline);
    expect(offer).toMatchObject({
      applicationId: application.id,
      status: 'pending',
      ...terms(deadline),
      decidedAt: null,
      madeByName: 'Priya Raman',
    });
    expect((await applicationOf(application.id)).status).toBe('offered');

    // One email: the offer with its terms (not the status email as well).
    const mails = await env.mailsTo(candidate.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('You have received an offer'),
    ]);
    expect(mails[0]?.text).toContain('Pay: £28,000 a year');
    expect(mails[0]?.text).toContain('(Europe/London)');

    // The candidate reads their own offer; another candidate is told it does not exist.
    expect((await offersOf(candidate, application.id)).map((o) => o.id)).toEqual([offer.id]);
    const stranger = await createCandidate(env.t.app, 'Ben Hartley');
    const hidden = await callAs(
      env.t.app,
      stranger,
      'GET',
      `/applications/${application.id}/offers`,
    );
    expect(hidden.statusCode).toBe(404);
    expect((await answer(stranger, offer.id, 'accept')).statusCode).toBe(404);

    const audit = await callAs(env.t.app, admin, 'GET', `/audit?entityId=${offer.id}`);
    expect(audit.json<{ data: AuditEntry[] }>().data.map((e) => e.action)).toEqual(['offer.make']);
  });

  it('[400/409] refuses a past deadline, missing terms, the wrong state and a second live offer', async () => {
    const { application } = await interviewing();
    const past = await makeOffer(application.id, terms(new Date(now().getTime() - 60_000)));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      field: 'deadline',
      message: 'The acceptance deadline must be in the future',
    });
    const noPay = await makeOffer(application.id, terms(inDays(3), { pay: '  ' }));
    expect(noPay.statusCode).toBe(400);
    expect(noPay.json().field).toBe('pay');
    const badDate = await makeOffer(application.id, terms(inDays(3), { startDate: 'soon' }));
    expect(badDate.json().field).toBe('startDate');

    await made(application.id);
    const second = await makeOffer(application.id, terms(inDays(9)));
    expect(second.statusCode).toBe(409);

    const fresh = await createCandidate(env.t.app, 'Nia Early');
    const vacancy = await calls.openVacancy(admin, { requiredDocuments: [] });
    const early = (await calls.apply(fresh, vacancy.id, [])).json<Application>();
    const tooSoon = await makeOffer(early.id, terms(inDays(3)));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().field).toBe('status');
  });

  it('[200] the candidate accepts: the application is hired, staff hear of it, the reminder is taken back', async () => {
    const { candidate, application } = await interviewing('Chidi Accepts');
    const offer = await made(application.id);
    expect(await reminderJobs(offer.id)).toHaveLength(1);

    // Staff do not answer for the candidate.
    expect((await answer(admin, offer.id, 'accept')).statusCode).toBe(403);

    const accepted = await answer(candidate, offer.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Offer>()).toMatchObject({
      status: 'accepted',
      decidedAt: expect.any(String),
    });
    const hired = await applicationOf(application.id);
    expect(hired.status).toBe('hired');
    expect(await reminderJobs(offer.id)).toEqual([]);
    expect((await bell(admin)).find((n) => n.kind === 'offer_accepted')).toMatchObject({
      data: { candidateName: 'Chidi Accepts' },
      link: `/careers/applications/${application.id}`,
    });
    expect((await env.mailsTo(candidate.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('You have received an offer'),
      expect.stringContaining('Congratulations on your new role'),
    ]);

    // Answered once: a second answer is refused, naming the reason.
    const again = await answer(candidate, offer.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'offer_not_open' });
    // And the offer cannot be edited any more.
    const edit = await callAs(env.t.app, admin, 'PATCH', `/offers/${offer.id}`, { pay: '£1' });
    expect(edit.statusCode).toBe(409);
  });

  it('[200] the candidate declines: the offer is declined and the application withdrawn', async () => {
    const { candidate, application } = await interviewing('Dana Declines');
    const offer = await made(application.id);
    const declined = await answer(candidate, offer.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Offer>().status).toBe('declined');
    expect((await applicationOf(application.id)).status).toBe('withdrawn');
    expect((await bell(admin)).some((n) => n.kind === 'offer_declined')).toBe(true);
    expect(await reminderJobs(offer.id)).toEqual([]);
  });

  it('[409] after the deadline a pending offer cannot be accepted, and its job marks it expired', async () => {
    const { candidate, application } = await interviewing('Eli Late');
    const deadline = new Date(now().getTime() + 5000);
    const offer = await made(application.id, deadline);
    // Within 48 hours: no reminder (it would be due before the offer was made).
    expect(await reminderJobs(offer.id)).toEqual([]);

    advanceClock(6000);
    const late = await answer(candidate, offer.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'offer_deadline_passed', field: 'deadline' });

    await env.t.app.jobs.runDue(new Date(deadline.getTime() + 1000));
    expect((await offersOf(admin, application.id))[0]).toMatchObject({ status: 'expired' });
    expect((await applicationOf(application.id)).status).toBe('offered');
    // The application is offered without an offer that stands: staff may make a new one.
    await made(application.id, inDays(5));
  });

  it('sends one reminder 48 hours before the deadline, through the job worker, and moves it with the deadline', async () => {
    const { candidate, application } = await interviewing('Femi Reminded');
    const offer = await made(application.id, inDays(5));
    await env.mailsTo(candidate.email);
    env.smtp.received.length = 0;

    // The deadline moves two days later: so does the reminder.
    const deadline = inDays(7);
    const moved = await callAs(env.t.app, admin, 'PATCH', `/offers/${offer.id}`, {
      deadline: deadline.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [job] = await reminderJobs(offer.id);
    const dueAt = deadline.getTime() - OFFER_REMINDER_BEFORE_MS;
    expect(job?.runAt.getTime()).toBe(dueAt);

    await env.t.app.jobs.runDue(new Date(dueAt - 60_000));
    expect(env.smtp.mailTo(candidate.email)).toEqual([]);
    await env.t.app.jobs.runDue(new Date(dueAt));
    await env.t.app.jobs.runDue(new Date(dueAt + HOUR));
    const reminders = env.smtp.mailTo(candidate.email);
    expect(reminders.map((m) => m.subject)).toEqual([
      expect.stringContaining('Your offer is waiting for your answer'),
    ]);
    expect(reminders[0]?.text).toContain('Graduate Data Analyst');
    expect((await bell(candidate)).filter((n) => n.kind === 'offer_reminder')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ deadline: deadline.toISOString() }),
      }),
    ]);
  });

  it('[200] staff mark an accepted offer reneged, only with a reason', async () => {
    const { candidate, application } = await interviewing('Gus Reneges');
    const offer = await made(application.id);
    const renege = (body: unknown) =>
      callAs(env.t.app, admin, 'POST', `/offers/${offer.id}/renege`, body);
    expect((await renege({ reason: 'Took another job' })).statusCode).toBe(409);
    expect((await answer(candidate, offer.id, 'accept')).statusCode).toBe(200);
    const blank = await renege({ reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('reason');
    expect((await renege({})).json().field).toBe('reason');
    const done = await renege({ reason: 'Took another job' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Offer>()).toMatchObject({
      status: 'reneged',
      renegedReason: 'Took another job',
    });
    expect(
      (await callAs(env.t.app, candidate, 'POST', `/offers/${offer.id}/renege`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('a pending offer no longer stands when staff move the application on another way', async () => {
    const { application } = await interviewing('Hana Rejected');
    const offer = await made(application.id);
    const rejected = await calls.moveApplication(admin, application.id, 'rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await offersOf(admin, application.id))[0]).toMatchObject({
      id: offer.id,
      status: 'withdrawn',
    });
  });
});
