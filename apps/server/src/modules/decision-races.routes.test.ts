import { describe, expect, it } from 'vitest';
import type { Application, ApplicationEvent, Vacancy } from '@careers/contracts';
import { callAs } from '../test/app.ts';
import { vacancyBody } from '../test/careers.ts';
import { createEmployer, createOrganisation } from '../test/employers.ts';
import { testDrivers } from '../test/db.ts';
import { oneWinner, racesTestbed, statuses } from '../test/races.ts';
import { createCandidate, type TestUser } from '../test/users.ts';

/* Decisions under real concurrency (see test/races.ts): of two at once, exactly one wins. */

describe.each(testDrivers())('decision races on %s', (driver) => {
  const { t, bed } = racesTestbed(driver);

  it('two staff deciding one pending vacancy at once: one wins, the other gets 409', async () => {
    const contact = await createEmployer(t.app);
    for (let round = 0; round < 4; round++) {
      const draft = await callAs(t.app, contact, 'POST', '/vacancies', vacancyBody());
      const id = draft.json<Vacancy>().id;
      const submitted = await callAs(t.app, contact, 'POST', `/vacancies/${id}/submit`);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const decide = (user: TestUser, body: object) =>
        callAs(t.app, user, 'POST', `/vacancies/${id}/review`, body);
      const answers = await Promise.all([
        decide(bed.admin, { decision: 'approve' }),
        decide(bed.colleague, { decision: 'decline', note: 'Not a graduate role.' }),
      ]);
      const winner = oneWinner(answers).json<Vacancy>();
      const now = await callAs(t.app, bed.admin, 'GET', `/vacancies/${id}`);
      expect(now.json<Vacancy>().status).toBe(winner.status);
    }
  });

  it('two staff deciding one pending organisation at once: one wins, the other gets 409', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await createOrganisation(t.app, { status: 'pending' });
      const decide = (user: TestUser, body: object) =>
        callAs(t.app, user, 'POST', `/organisations/${id}/decision`, body);
      // Both approve: once approved it cannot be approved again, so exactly one may win (approve
      // and reject could both succeed in order, since a rejection may be reversed).
      const answers = await Promise.all([
        decide(bed.admin, { status: 'approved' }),
        decide(bed.colleague, { status: 'approved' }),
      ]);
      const winner = oneWinner(answers).json<{ status: string }>();
      const now = await callAs(t.app, bed.admin, 'GET', `/organisations/${id}`);
      expect(now.json<{ status: string }>().status).toBe(winner.status);
    }
  });

  it('two registrations of one employer address at once: one account, the other 409', async () => {
    const email = `race-${Date.now()}@employer.test`;
    const register = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/employer/register',
        payload: {
          email,
          password: 'Employer-Race-Pass-9',
          fullName: 'Sam Race',
          organisation: { name },
        },
      });
    const answers = await Promise.all([register('Race One Ltd'), register('Race Two Ltd')]);
    expect(statuses(answers)).toEqual([201, 409]);
  });

  it("a candidate's accept and decline of one offer at once: one wins, the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const student = await createCandidate(t.app);
      const vacancy = await bed.calls.openVacancy(bed.admin, { requiredDocuments: [] });
      const application = (await bed.calls.apply(student, vacancy.id, [])).json<Application>();
      for (const status of ['under_review', 'shortlisted', 'interviewing']) {
        await bed.calls.moveApplication(bed.admin, application.id, status);
      }
      const made = await callAs(
        t.app,
        bed.admin,
        'POST',
        `/applications/${application.id}/offers`,
        {
          roleTitle: 'Analyst',
          pay: '£27,000 a year',
          startDate: '2027-09-01',
          location: 'Leeds',
          deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
      );
      expect(made.statusCode, made.body).toBe(201);
      const offerId = made.json<{ id: string }>().id;
      const answers = await Promise.all([
        callAs(t.app, student, 'POST', `/offers/${offerId}/accept`),
        callAs(t.app, student, 'POST', `/offers/${offerId}/decline`),
      ]);
      const won = oneWinner(answers).json<{ status: string }>().status;
      const after = await callAs(t.app, bed.admin, 'GET', `/applications/${application.id}`);
      expect(after.json<Application>().status).toBe(won === 'accepted' ? 'hired' : 'withdrawn');
      const events = await callAs(
        t.app,
        bed.admin,
        'GET',
        `/applications/${application.id}/events`,
      );
      const moves = events.json<ApplicationEvent[]>().filter((e) => e.from === 'offered');
      expect(moves).toHaveLength(1);
    }
  });
});
