import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENTS_PER_CANDIDATE,
  STALE_EDIT_MESSAGE,
  type Application,
  type ApplicationEvent,
  type Candidate,
  type Vacancy,
} from '@careers/contracts';
import { isForeignKeyViolation } from '../lib/errors.ts';
import { callAs, useTestApp } from '../test/app.ts';
import { careersCalls, vacancyBody } from '../test/careers.ts';
import { createEmployer, createOrganisation } from '../test/employers.ts';
import { testDrivers } from '../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../test/users.ts';

/*
 * State changes under real concurrency. On PostgreSQL each test sends its requests at once over as
 * many pool connections as requests, so they truly overlap; the embedded database runs one
 * transaction at a time, where the same tests check the answers stay right. Before the row locks
 * and version checks, each of these let two writers both "win" on PostgreSQL.
 */
const PARALLEL = 30;

describe.each(testDrivers())('races on %s', (driver) => {
  const t = useTestApp(driver, {}, { poolSize: PARALLEL });
  let admin: TestUser;
  let colleague: TestUser;
  let calls: ReturnType<typeof careersCalls>;

  beforeAll(async () => {
    calls = careersCalls(t.app);
    admin = await createAdmin(t.app, undefined, 'Priya Raman');
    colleague = await createAdmin(t.app, admin, 'Daniel Clarke');
  });

  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort((a, b) => a - b);

  it(`the ${MAX_DOCUMENTS_PER_CANDIDATE}-document limit holds under ${PARALLEL} parallel uploads`, async () => {
    const student = await createCandidate(t.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => calls.upload(student, 'cv', `CV ${i}.pdf`)),
    );
    const codes = statuses(answers);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_DOCUMENTS_PER_CANDIDATE);
    expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - MAX_DOCUMENTS_PER_CANDIDATE);
    const library = await callAs(t.app, student, 'GET', '/documents?perPage=100');
    expect(library.json<{ total: number }>().total).toBe(MAX_DOCUMENTS_PER_CANDIDATE);
  });

  it('a document attached to an application is never erased by a library delete racing the apply', async () => {
    for (let round = 0; round < 6; round++) {
      const student = await createCandidate(t.app);
      const vacancy = await calls.openVacancy(admin);
      const cv = await calls.uploaded(student);
      const [applied, removed] = await Promise.all([
        calls.apply(student, vacancy.id, [cv.id]),
        calls.deleteDocument(student, cv.id),
      ]);
      expect(removed.statusCode).toBe(204);
      const stored = await callAs(t.app, admin, 'GET', `/documents/${cv.id}`);
      if (applied.statusCode === 201) {
        // The application kept what was submitted: still readable by staff, gone from the library.
        expect(stored.statusCode).toBe(200);
        expect(stored.json()).toMatchObject({ deletedAt: expect.any(String) });
        const content = await callAs(t.app, admin, 'GET', `/documents/${cv.id}/content`);
        expect(content.statusCode).toBe(200);
      } else {
        // The delete came first: the apply is refused, never accepted without its document.
        expect([400, 409]).toContain(applied.statusCode);
        expect(stored.statusCode).toBe(404);
      }
    }
  });

  it('the database itself refuses to erase a document an application refers to', async () => {
    const student = await createCandidate(t.app);
    const vacancy = await calls.openVacancy(admin);
    const cv = await calls.uploaded(student);
    expect((await calls.apply(student, vacancy.id, [cv.id])).statusCode).toBe(201);
    const erase = await t.database.db.execute(`delete from documents where id = '${cv.id}'`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isForeignKeyViolation(erase)).toBe(true);
  });

  it('two applications to one vacancy by one candidate at once: one is accepted', async () => {
    const student = await createCandidate(t.app);
    const vacancy = await calls.openVacancy(admin);
    const cv = await calls.uploaded(student);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => calls.apply(student, vacancy.id, [cv.id])),
    );
    expect(statuses(answers)).toEqual([201, 409, 409, 409, 409]);
  });

  it('two staff moving one application at once: one wins, the other gets 409', async () => {
    const student = await createCandidate(t.app);
    const vacancy = await calls.openVacancy(admin);
    const cv = await calls.uploaded(student);
    const application = (await calls.apply(student, vacancy.id, [cv.id])).json<Application>();
    await calls.moveApplication(admin, application.id, 'under_review');
    const answers = await Promise.all([
      calls.moveApplication(admin, application.id, 'shortlisted'),
      calls.moveApplication(colleague, application.id, 'shortlisted'),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const events = await callAs(t.app, admin, 'GET', `/applications/${application.id}/events`);
    const moves = events.json<ApplicationEvent[]>().filter((e) => e.to === 'shortlisted');
    expect(moves).toHaveLength(1);
  });

  it('an archived vacancy stays archived: archive and reopen at once, one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const vacancy = await calls.openVacancy(admin);
      expect((await calls.moveVacancy(admin, vacancy.id, 'closed')).statusCode).toBe(200);
      const [archived, reopened] = await Promise.all([
        calls.moveVacancy(admin, vacancy.id, 'archived'),
        calls.moveVacancy(colleague, vacancy.id, 'open'),
      ]);
      expect(statuses([archived, reopened])).toEqual([200, 409]);
      const final = await callAs(t.app, admin, 'GET', `/vacancies/${vacancy.id}`);
      expect(final.json<Vacancy>().status).toBe(archived.statusCode === 200 ? 'archived' : 'open');
      if (archived.statusCode === 200) {
        const edit = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/vacancies/${vacancy.id}`,
          headers: admin.auth,
          payload: {
            title: 'Back from the dead',
            expectedUpdatedAt: final.json<Vacancy>().updatedAt,
          },
        });
        expect(edit.statusCode).toBe(409);
        expect((await calls.moveVacancy(admin, vacancy.id, 'open')).statusCode).toBe(409);
      }
    }
  });

  it('[409] a stale vacancy edit is refused instead of overwriting; of two at once, one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const vacancy = await calls.openVacancy(admin);
      const edit = (user: TestUser, title: string, version: string) =>
        callAs(t.app, user, 'PATCH', `/vacancies/${vacancy.id}`, {
          title,
          expectedUpdatedAt: version,
        });
      const both = await Promise.all([
        edit(admin, 'Graduate Data Engineer', vacancy.updatedAt),
        edit(colleague, 'Graduate Platform Engineer', vacancy.updatedAt),
      ]);
      expect(statuses(both)).toEqual([200, 409]);
      const loser = both.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toEqual({
        code: 'stale_edit',
        message: STALE_EDIT_MESSAGE,
        field: 'expectedUpdatedAt',
      });
      const winner = both.find((r) => r.statusCode === 200)!.json<Vacancy>();
      // Editing from the version the winner produced works; from the old one it never does.
      expect((await edit(colleague, 'Graduate Engineer', vacancy.updatedAt)).statusCode).toBe(409);
      expect((await edit(colleague, 'Graduate Engineer', winner.updatedAt)).statusCode).toBe(200);
    }
  });

  it('[428] an edit that does not say which version it was made from is refused; If-Match works', async () => {
    const vacancy = await calls.openVacancy(admin);
    const url = `/api/v1/vacancies/${vacancy.id}`;
    const blind = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.auth,
      payload: { title: 'Overwritten blindly' },
    });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ field: 'expectedUpdatedAt' });
    const read = await t.app.inject({ url, headers: admin.auth });
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${vacancy.updatedAt}"`);
    const withEtag = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...admin.auth, 'if-match': etag },
      payload: { title: 'Edited with If-Match' },
    });
    expect(withEtag.statusCode).toBe(200);
    expect(withEtag.headers.etag).toBe(`"${withEtag.json<Vacancy>().updatedAt}"`);
    const stale = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...admin.auth, 'if-match': etag },
      payload: { title: 'Edited from the old ETag' },
    });
    expect(stale.statusCode).toBe(409);
    const garbage = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...admin.auth, 'if-match': '"not a version"' },
      payload: { title: 'x'.repeat(5) },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ field: 'If-Match' });
  });

  it('[409] a stale profile edit is refused; the current version is accepted', async () => {
    const student = await createCandidate(t.app);
    const profile = (
      await callAs(t.app, student, 'GET', `/candidates/${student.id}`)
    ).json<Candidate>();
    const patch = (user: TestUser, body: object) =>
      callAs(t.app, user, 'PATCH', `/candidates/${student.id}`, body);
    const [own, staff] = await Promise.all([
      patch(student, { programme: 'BSc Physics', expectedUpdatedAt: profile.updatedAt }),
      patch(admin, { status: 'archived', expectedUpdatedAt: profile.updatedAt }),
    ]);
    expect(statuses([own, staff])).toEqual([200, 409]);
    const bad = await patch(student, { programme: 'x', expectedUpdatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'expectedUpdatedAt' });
  });

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
        decide(admin, { decision: 'approve' }),
        decide(colleague, { decision: 'decline', note: 'Not a graduate role.' }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json<Vacancy>();
      const now = await callAs(t.app, admin, 'GET', `/vacancies/${id}`);
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
        decide(admin, { status: 'approved' }),
        decide(colleague, { status: 'approved' }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json<{ status: string }>();
      const now = await callAs(t.app, admin, 'GET', `/organisations/${id}`);
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
      const vacancy = await calls.openVacancy(admin, { requiredDocuments: [] });
      const application = (await calls.apply(student, vacancy.id, [])).json<Application>();
      for (const status of ['under_review', 'shortlisted', 'interviewing']) {
        await calls.moveApplication(admin, application.id, status);
      }
      const made = await callAs(t.app, admin, 'POST', `/applications/${application.id}/offers`, {
        roleTitle: 'Analyst',
        pay: '£27,000 a year',
        startDate: '2027-09-01',
        location: 'Leeds',
        deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
      expect(made.statusCode, made.body).toBe(201);
      const offerId = made.json<{ id: string }>().id;
      const answers = await Promise.all([
        callAs(t.app, student, 'POST', `/offers/${offerId}/accept`),
        callAs(t.app, student, 'POST', `/offers/${offerId}/decline`),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)?.json<{ status: string }>().status;
      const after = await callAs(t.app, admin, 'GET', `/applications/${application.id}`);
      expect(after.json<Application>().status).toBe(won === 'accepted' ? 'hired' : 'withdrawn');
      const events = await callAs(t.app, admin, 'GET', `/applications/${application.id}/events`);
      const moves = events.json<ApplicationEvent[]>().filter((e) => e.from === 'offered');
      expect(moves).toHaveLength(1);
    }
  });
});
