import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENTS_PER_CANDIDATE,
  STALE_EDIT_MESSAGE,
  type Application,
  type ApplicationEvent,
  type Candidate,
  type Vacancy,
} from '@careers/contracts';
import { isForeignKeyViolation } from '../lib/errors.ts';
import { callAs } from '../test/app.ts';
import { testDrivers } from '../test/db.ts';
import { PARALLEL, racesTestbed, statuses } from '../test/races.ts';
import { createCandidate, type TestUser } from '../test/users.ts';

describe.each(testDrivers())('races on %s', (driver) => {
  const { t, bed } = racesTestbed(driver);

  it(`the ${MAX_DOCUMENTS_PER_CANDIDATE}-document limit holds under ${PARALLEL} parallel uploads`, async () => {
    const student = await createCandidate(t.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => bed.calls.upload(student, 'cv', `CV ${i}.pdf`)),
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
      const vacancy = await bed.calls.openVacancy(bed.admin);
      const cv = await bed.calls.uploaded(student);
      const [applied, removed] = await Promise.all([
        bed.calls.apply(student, vacancy.id, [cv.id]),
        bed.calls.deleteDocument(student, cv.id),
      ]);
      expect(removed.statusCode).toBe(204);
      const stored = await callAs(t.app, bed.admin, 'GET', `/documents/${cv.id}`);
      if (applied.statusCode === 201) {
        // The application kept what was submitted: still readable by staff, gone from the library.
        expect(stored.statusCode).toBe(200);
        expect(stored.json()).toMatchObject({ deletedAt: expect.any(String) });
        const content = await callAs(t.app, bed.admin, 'GET', `/documents/${cv.id}/content`);
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
    const vacancy = await bed.calls.openVacancy(bed.admin);
    const cv = await bed.calls.uploaded(student);
    expect((await bed.calls.apply(student, vacancy.id, [cv.id])).statusCode).toBe(201);
    const erase = await t.database.db.execute(`delete from documents where id = '${cv.id}'`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isForeignKeyViolation(erase)).toBe(true);
  });

  it('two applications to one vacancy by one candidate at once: one is accepted', async () => {
    const student = await createCandidate(t.app);
    const vacancy = await bed.calls.openVacancy(bed.admin);
    const cv = await bed.calls.uploaded(student);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bed.calls.apply(student, vacancy.id, [cv.id])),
    );
    expect(statuses(answers)).toEqual([201, 409, 409, 409, 409]);
  });

  it('two staff moving one application at once: one wins, the other gets 409', async () => {
    const student = await createCandidate(t.app);
    const vacancy = await bed.calls.openVacancy(bed.admin);
    const cv = await bed.calls.uploaded(student);
    const application = (await bed.calls.apply(student, vacancy.id, [cv.id])).json<Application>();
    await bed.calls.moveApplication(bed.admin, application.id, 'under_review');
    const answers = await Promise.all([
      bed.calls.moveApplication(bed.admin, application.id, 'shortlisted'),
      bed.calls.moveApplication(bed.colleague, application.id, 'shortlisted'),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const events = await callAs(t.app, bed.admin, 'GET', `/applications/${application.id}/events`);
    const moves = events.json<ApplicationEvent[]>().filter((e) => e.to === 'shortlisted');
    expect(moves).toHaveLength(1);
  });

  it('an archived vacancy stays archived: archive and reopen at once, one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const vacancy = await bed.calls.openVacancy(bed.admin);
      expect((await bed.calls.moveVacancy(bed.admin, vacancy.id, 'closed')).statusCode).toBe(200);
      const [archived, reopened] = await Promise.all([
        bed.calls.moveVacancy(bed.admin, vacancy.id, 'archived'),
        bed.calls.moveVacancy(bed.colleague, vacancy.id, 'open'),
      ]);
      expect(statuses([archived, reopened])).toEqual([200, 409]);
      const final = await callAs(t.app, bed.admin, 'GET', `/vacancies/${vacancy.id}`);
      expect(final.json<Vacancy>().status).toBe(archived.statusCode === 200 ? 'archived' : 'open');
      if (archived.statusCode === 200) {
        const edit = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/vacancies/${vacancy.id}`,
          headers: bed.admin.auth,
          payload: {
            title: 'Back from the dead',
            expectedUpdatedAt: final.json<Vacancy>().updatedAt,
          },
        });
        expect(edit.statusCode).toBe(409);
        expect((await bed.calls.moveVacancy(bed.admin, vacancy.id, 'open')).statusCode).toBe(409);
      }
    }
  });

  it('[409] a stale vacancy edit is refused instead of overwriting; of two at once, one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const vacancy = await bed.calls.openVacancy(bed.admin);
      const edit = (user: TestUser, title: string, version: string) =>
        callAs(t.app, user, 'PATCH', `/vacancies/${vacancy.id}`, {
          title,
          expectedUpdatedAt: version,
        });
      const both = await Promise.all([
        edit(bed.admin, 'Graduate Data Engineer', vacancy.updatedAt),
        edit(bed.colleague, 'Graduate Platform Engineer', vacancy.updatedAt),
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
      expect((await edit(bed.colleague, 'Graduate Engineer', vacancy.updatedAt)).statusCode).toBe(
        409,
      );
      expect((await edit(bed.colleague, 'Graduate Engineer', winner.updatedAt)).statusCode).toBe(
        200,
      );
    }
  });

  it('[428] an edit that does not say which version it was made from is refused; If-Match works', async () => {
    const vacancy = await bed.calls.openVacancy(bed.admin);
    const url = `/api/v1/vacancies/${vacancy.id}`;
    const blind = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bed.admin.auth,
      payload: { title: 'Overwritten blindly' },
    });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ field: 'expectedUpdatedAt' });
    const read = await t.app.inject({ url, headers: bed.admin.auth });
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${vacancy.updatedAt}"`);
    const editIfMatch = (ifMatch: string, title: string) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...bed.admin.auth, 'if-match': ifMatch },
        payload: { title },
      });
    const withEtag = await editIfMatch(etag, 'Edited with If-Match');
    expect(withEtag.statusCode).toBe(200);
    expect(withEtag.headers.etag).toBe(`"${withEtag.json<Vacancy>().updatedAt}"`);
    const stale = await editIfMatch(etag, 'Edited from the old ETag');
    expect(stale.statusCode).toBe(409);
    const garbage = await editIfMatch('"not a version"', 'x'.repeat(5));
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
      patch(bed.admin, { status: 'archived', expectedUpdatedAt: profile.updatedAt }),
    ]);
    expect(statuses([own, staff])).toEqual([200, 409]);
    const bad = await patch(student, { programme: 'x', expectedUpdatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'expectedUpdatedAt' });
  });
});
