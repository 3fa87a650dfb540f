import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORECARD_CRITERIA,
  type AdviserNotes,
  type Application,
  type Booking,
  type Scorecard,
  type ScorecardList,
} from '@careers/contracts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { callAs, useTestApp } from '../../test/app.ts';
import { bookingSuite } from '../../test/bookings.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer } from '../../test/employers.ts';
import { createCandidate } from '../../test/users.ts';

const HOUR = 3_600_000;

describe.each(testDrivers())('scorecards, adviser notes and no-shows on %s', (driver) => {
  // Tokens outlive the clock moved past the slot's start.
  const t = useTestApp(driver, { accessTokenSeconds: 7 * 24 * 3600 });
  const b = bookingSuite(t, { colleague: true });
  afterEach(() => resetClock());

  it("each interviewer keeps one scorecard per application, scoring exactly the vacancy's criteria 1–5", async () => {
    const { candidate, vacancy, application } = await b.interviewing();
    const criteriaUrl = `/vacancies/${vacancy.id}/scorecard-criteria`;
    expect((await callAs(t.app, b.admin, 'GET', criteriaUrl)).json()).toEqual({
      criteria: DEFAULT_SCORECARD_CRITERIA,
    });
    const dup = await callAs(t.app, b.admin, 'PUT', criteriaUrl, {
      criteria: ['Teamwork', 'Teamwork'],
    });
    expect(dup.statusCode).toBe(400);
    const set = await callAs(t.app, b.admin, 'PUT', criteriaUrl, {
      criteria: ['Teamwork', 'Drive'],
    });
    expect(set.statusCode, set.body).toBe(200);

    const url = `/applications/${application.id}/scorecards/mine`;
    const card = (scores: Record<string, number>, recommendation = 'yes') => ({
      scores,
      recommendation,
      comments: 'Thoughtful answers.',
    });
    const missing = await callAs(t.app, b.admin, 'PUT', url, card({ Teamwork: 4 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'scores' });
    expect(
      (await callAs(t.app, b.admin, 'PUT', url, card({ Teamwork: 6, Drive: 3 }))).statusCode,
    ).toBe(400);
    const first = await callAs(t.app, b.admin, 'PUT', url, card({ Teamwork: 4, Drive: 3 }));
    expect(first.statusCode, first.body).toBe(200);
    const again = await callAs(
      t.app,
      b.admin,
      'PUT',
      url,
      card({ Teamwork: 5, Drive: 4 }, 'strong_yes'),
    );
    expect(again.json<Scorecard>()).toMatchObject({
      id: first.json<Scorecard>().id,
      scores: { Teamwork: 5, Drive: 4 },
      recommendation: 'strong_yes',
      authorName: 'Priya Raman',
    });
    await callAs(t.app, b.colleague, 'PUT', url, card({ Teamwork: 2, Drive: 2 }, 'no'));
    const list = (
      await callAs(t.app, b.admin, 'GET', `/applications/${application.id}/scorecards`)
    ).json<ScorecardList>();
    expect(list.criteria).toEqual(['Teamwork', 'Drive']);
    expect(list.data.map((s) => [s.authorName, s.recommendation])).toEqual([
      ['Priya Raman', 'strong_yes'],
      ['Daniel Clarke', 'no'],
    ]);
    // The candidate never reads them.
    expect(
      (await callAs(t.app, candidate, 'GET', `/applications/${application.id}/scorecards`))
        .statusCode,
    ).toBe(403);
  });

  it("an employer contact reads and writes scorecards on their organisation's vacancy's applications only", async () => {
    const contact = await createEmployer(t.app, { fullName: 'Morgan Reyes' });
    const outsider = await createEmployer(t.app, { fullName: 'Sam Okafor' });
    const calls = careersCalls(t.app);
    const vacancy = await calls.openVacancy(b.admin, {
      organisationId: contact.organisationId,
      requiredDocuments: [],
    });
    const student = await createCandidate(t.app, 'Leah Fischer');
    const application = (await calls.apply(student, vacancy.id, [])).json<Application>();
    const url = `/applications/${application.id}/scorecards`;
    const card = (score: number, recommendation: string) => ({
      scores: Object.fromEntries(DEFAULT_SCORECARD_CRITERIA.map((c) => [c, score])),
      recommendation,
      comments: 'Asked sharp questions about the team.',
    });

    const staffCard = await callAs(t.app, b.admin, 'PUT', `${url}/mine`, card(3, 'yes'));
    expect(staffCard.json<Scorecard>()).toMatchObject({
      authorRole: 'admin',
      authorId: b.admin.id,
    });
    const first = await callAs(t.app, contact, 'PUT', `${url}/mine`, card(4, 'yes'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Scorecard>()).toMatchObject({
      authorId: contact.id,
      authorName: 'Morgan Reyes',
      authorRole: 'employer',
    });
    // Their own is replaced, not doubled; a bad score is refused naming the field.
    const again = await callAs(t.app, contact, 'PUT', `${url}/mine`, card(5, 'strong_yes'));
    expect(again.json<Scorecard>().id).toBe(first.json<Scorecard>().id);
    const partial = await callAs(t.app, contact, 'PUT', `${url}/mine`, {
      scores: { Motivation: 4 },
      recommendation: 'yes',
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ field: 'scores' });

    const read = await callAs(t.app, contact, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read.json<ScorecardList>().data.map((s) => [s.authorName, s.authorRole, s.recommendation]),
    ).toEqual([
      ['Priya Raman', 'admin', 'yes'],
      ['Morgan Reyes', 'employer', 'strong_yes'],
    ]);
    expect((await callAs(t.app, b.admin, 'GET', url)).json<ScorecardList>().data).toHaveLength(2);

    // Another organisation's contact: the application does not exist for them.
    expect((await callAs(t.app, outsider, 'GET', url)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, outsider, 'PUT', `${url}/mine`, card(1, 'strong_no'))).statusCode,
    ).toBe(404);
    // Criteria, notes and no-shows stay staff's; the candidate reads no scorecard.
    expect(
      (await callAs(t.app, contact, 'GET', `/vacancies/${vacancy.id}/scorecard-criteria`))
        .statusCode,
    ).toBe(403);
    expect((await callAs(t.app, student, 'GET', url)).statusCode).toBe(403);
  });

  it("an adviser's notes are for staff only; a no-show is recorded once the slot has started", async () => {
    const student = await createCandidate(t.app, 'Chloe Park');
    const slot = await b.slot({ startsAt: b.inHours(72) });
    const booking = await b.booked(student, slot.id);
    const saved = await callAs(t.app, b.admin, 'PUT', `/bookings/${booking.id}/notes`, {
      notes: 'Reworked the CV summary; next: cover letters.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await callAs(t.app, b.colleague, 'GET', `/bookings/${booking.id}/notes`);
    expect(read.json<AdviserNotes>()).toMatchObject({
      notes: 'Reworked the CV summary; next: cover letters.',
      writtenBy: 'Priya Raman',
    });
    expect((await callAs(t.app, student, 'GET', `/bookings/${booking.id}/notes`)).statusCode).toBe(
      403,
    );
    const own = await callAs(t.app, student, 'GET', '/bookings');
    expect(own.body).not.toContain('Reworked the CV summary');

    const early = await callAs(t.app, b.admin, 'POST', `/bookings/${booking.id}/no-show`);
    expect(early.statusCode).toBe(409);
    advanceClock(73 * HOUR);
    const noShow = await callAs(t.app, b.admin, 'POST', `/bookings/${booking.id}/no-show`);
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json<Booking>().status).toBe('no_show');
    expect(
      (await callAs(t.app, b.admin, 'POST', `/bookings/${booking.id}/cancel`)).statusCode,
    ).toBe(409);
  });
});
