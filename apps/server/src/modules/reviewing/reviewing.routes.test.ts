import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, AuditEntry, Note, RatingSummary, Tag } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('reviewing API on %s', (driver) => {
  const t = useTestApp(driver);
  let priya: TestUser;
  let tomas: TestUser;
  let amara: TestUser;
  let ben: TestUser;
  let amaraApp: Application;
  let benApp: Application;
  const as = (user: TestUser, method: Parameters<typeof callAs>[2], url: string, body?: unknown) =>
    callAs(t.app, user, method, url, body);

  beforeAll(async () => {
    const calls = careersCalls(t.app);
    priya = await createAdmin(t.app, undefined, 'Priya Raman');
    tomas = await createAdmin(t.app, priya, 'Tomas Berg');
    amara = await createCandidate(t.app, 'Amara Nwosu');
    ben = await createCandidate(t.app, 'Ben Hartley');
    const vacancy = await calls.openVacancy(priya);
    const amaraCv = await calls.uploaded(amara, 'cv', 'Amara CV.pdf');
    const benCv = await calls.uploaded(ben, 'cv', 'Ben CV.pdf');
    amaraApp = (await calls.apply(amara, vacancy.id, [amaraCv.id])).json<Application>();
    benApp = (await calls.apply(ben, vacancy.id, [benCv.id])).json<Application>();
  });

  describe('notes', () => {
    it('[201] adds a note to an application and to a candidate; lists them newest first', async () => {
      const first = await as(priya, 'POST', `/applications/${amaraApp.id}/notes`, {
        body: '  Strong SQL; ask about the hackathon.  ',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json<Note>()).toMatchObject({
        subject: 'application',
        subjectId: amaraApp.id,
        authorId: priya.id,
        authorName: 'Priya Raman',
        body: 'Strong SQL; ask about the hackathon.',
        editedAt: null,
        versions: 0,
      });
      await as(tomas, 'POST', `/applications/${amaraApp.id}/notes`, { body: 'Agreed.' });
      const list = await as(priya, 'GET', `/applications/${amaraApp.id}/notes`);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ data: Note[] }>().data.map((n) => n.body)).toEqual([
        'Agreed.',
        'Strong SQL; ask about the hackathon.',
      ]);

      const onCandidate = await as(priya, 'POST', `/candidates/${amara.id}/notes`, {
        body: 'Met at the autumn fair.',
      });
      expect(onCandidate.statusCode).toBe(201);
      const candidateNotes = await as(tomas, 'GET', `/candidates/${amara.id}/notes`);
      expect(candidateNotes.json<{ data: Note[] }>().data).toEqual([onCandidate.json()]);
      // The application's notes and the candidate's are apart.
      expect((await as(priya, 'GET', `/candidates/${ben.id}/notes`)).json()).toEqual({ data: [] });
    });

    it('[400] names the body; [404] for an unknown application or candidate', async () => {
      const empty = await as(priya, 'POST', `/applications/${amaraApp.id}/notes`, { body: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ field: 'body', code: 'invalid_field' });
      const long = await as(priya, 'POST', `/candidates/${amara.id}/notes`, {
        body: 'x'.repeat(5001),
      });
      expect(long.json()).toMatchObject({ field: 'body' });
      expect((await as(priya, 'GET', `/applications/${unknownId}/notes`)).statusCode).toBe(404);
      expect(
        (await as(priya, 'POST', `/candidates/${unknownId}/notes`, { body: 'Hello' })).statusCode,
      ).toBe(404);
    });

    it('edits and deletes only by the author, keeping every version and an audit entry', async () => {
      const note = (
        await as(priya, 'POST', `/applications/${benApp.id}/notes`, { body: 'First thought' })
      ).json<Note>();

      const byOther = await as(tomas, 'PATCH', `/notes/${note.id}`, { body: 'Hijacked' });
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json()).toMatchObject({ code: 'note_not_yours' });
      expect((await as(tomas, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(403);

      const edited = await as(priya, 'PATCH', `/notes/${note.id}`, { body: 'Second thought' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Note>()).toMatchObject({ body: 'Second thought', versions: 1 });
      expect(edited.json<Note>().editedAt).not.toBeNull();
      const listed = (await as(tomas, 'GET', `/applications/${benApp.id}/notes`)).json<{
        data: Note[];
      }>();
      expect(listed.data[0]).toEqual(edited.json());

      expect((await as(priya, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
      expect((await as(priya, 'GET', `/applications/${benApp.id}/notes`)).json()).toEqual({
        data: [],
      });
      expect((await as(priya, 'PATCH', `/notes/${note.id}`, { body: 'Back' })).statusCode).toBe(
        404,
      );
      expect((await as(priya, 'DELETE', `/notes/${unknownId}`)).statusCode).toBe(404);

      const audit = await as(priya, 'GET', `/audit?entityId=${benApp.id}&perPage=100`);
      const actions = audit
        .json<{ data: AuditEntry[] }>()
        .data.filter((e) => e.details?.noteId === note.id)
        .map((e) => e.action);
      expect(actions.sort()).toEqual(['note.add', 'note.delete', 'note.edit']);
    });

    it("any staff member reads a note's earlier texts; an edit from an older text is a 409", async () => {
      const note = (
        await as(priya, 'POST', `/candidates/${ben.id}/notes`, { body: 'Keen on data roles' })
      ).json<Note>();
      const first = await as(priya, 'PATCH', `/notes/${note.id}`, {
        body: 'Keen on data and policy roles',
        expectedUpdatedAt: note.createdAt,
      });
      expect(first.statusCode).toBe(200);
      // A second tab still showing the first text.
      const stale = await as(priya, 'PATCH', `/notes/${note.id}`, {
        body: 'Keen on finance',
        expectedUpdatedAt: note.createdAt,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ field: 'expectedUpdatedAt', code: 'stale_edit' });
      const second = await as(priya, 'PATCH', `/notes/${note.id}`, {
        body: 'Keen on policy roles',
        expectedUpdatedAt: first.json<Note>().editedAt,
      });
      expect(second.json<Note>()).toMatchObject({ body: 'Keen on policy roles', versions: 2 });

      const history = await as(tomas, 'GET', `/notes/${note.id}/versions`);
      expect(history.statusCode).toBe(200);
      const versions = history.json<{ data: { body: string; replacedAt: string }[] }>().data;
      expect(versions.map((v) => v.body)).toEqual([
        'Keen on data roles',
        'Keen on data and policy roles',
      ]);
      expect(versions[0]!.replacedAt).toBe(first.json<Note>().editedAt);

      expect((await as(priya, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
      expect((await as(tomas, 'GET', `/notes/${note.id}/versions`)).statusCode).toBe(404);
      expect((await as(ben, 'GET', `/notes/${note.id}/versions`)).statusCode).toBe(403);
    });
  });

  describe('ratings', () => {
    it('one 1–5 rating per staff member: set, replace, clear; the average and your own', async () => {
      const url = `/applications/${amaraApp.id}/rating`;
      expect((await as(priya, 'GET', url)).json()).toEqual({ average: null, count: 0, mine: null });
      expect((await as(priya, 'PUT', url, { value: 2 })).json()).toEqual({
        average: 2,
        count: 1,
        mine: 2,
      });
      const replaced = await as(priya, 'PUT', url, { value: 4 });
      expect(replaced.json<RatingSummary>()).toEqual({ average: 4, count: 1, mine: 4 });
      const tomasRates = await as(tomas, 'PUT', url, { value: 5 });
      expect(tomasRates.json<RatingSummary>()).toEqual({ average: 4.5, count: 2, mine: 5 });
      expect((await as(priya, 'GET', url)).json()).toEqual({ average: 4.5, count: 2, mine: 4 });

      expect((await as(tomas, 'DELETE', url)).statusCode).toBe(204);
      expect((await as(tomas, 'GET', url)).json()).toEqual({ average: 4, count: 1, mine: null });
      // Clearing again is harmless.
      expect((await as(tomas, 'DELETE', url)).statusCode).toBe(204);
    });

    it('[400] names the value; [404] for an unknown application', async () => {
      const url = `/applications/${benApp.id}/rating`;
      for (const value of [0, 6, 3.5, '4']) {
        const res = await as(priya, 'PUT', url, { value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ field: 'value' });
      }
      expect(
        (await as(priya, 'PUT', `/applications/${unknownId}/rating`, { value: 3 })).statusCode,
      ).toBe(404);
    });
  });

  describe('tags', () => {
    let shortlist: Tag;
    let maybe: Tag;

    it('[201] creates tags from the palette; names are unique in any case (409 naming it)', async () => {
      const res = await as(priya, 'POST', '/tags', { name: 'Strong shortlist', colour: 'green' });
      expect(res.statusCode).toBe(201);
      shortlist = res.json<Tag>();
      expect(shortlist).toMatchObject({ name: 'Strong shortlist', colour: 'green' });
      maybe = (await as(tomas, 'POST', '/tags', { name: 'Maybe', colour: 'yellow' })).json<Tag>();

      const dup = await as(tomas, 'POST', '/tags', { name: 'strong SHORTLIST', colour: 'red' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'tag_name_taken', field: 'name' });
      const colour = await as(priya, 'POST', '/tags', { name: 'Neon', colour: 'chartreuse' });
      expect(colour.statusCode).toBe(400);
      expect(colour.json()).toMatchObject({ field: 'colour' });

      const all = (await as(priya, 'GET', '/tags')).json<{ data: Tag[] }>().data;
      expect(all.map((tag) => tag.name)).toEqual(['Maybe', 'Strong shortlist']);
    });

    it('renames and recolours; [404] unknown', async () => {
      const res = await as(priya, 'PATCH', `/tags/${maybe.id}`, { colour: 'orange' });
      expect(res.json<Tag>()).toMatchObject({ name: 'Maybe', colour: 'orange' });
      const taken = await as(priya, 'PATCH', `/tags/${maybe.id}`, { name: 'Strong Shortlist' });
      expect(taken.statusCode).toBe(409);
      expect((await as(priya, 'PATCH', `/tags/${unknownId}`, { name: 'X' })).statusCode).toBe(404);
      expect((await as(priya, 'PATCH', `/tags/${maybe.id}`, {})).statusCode).toBe(400);
    });

    it('tags applications and candidates, and filters the lists by every tag named', async () => {
      const put = await as(priya, 'PUT', `/applications/${amaraApp.id}/tags/${shortlist.id}`);
      expect(put.statusCode).toBe(200);
      expect(put.json<{ data: Tag[] }>().data.map((tag) => tag.id)).toEqual([shortlist.id]);
      // Again is harmless.
      await as(priya, 'PUT', `/applications/${amaraApp.id}/tags/${shortlist.id}`);
      await as(priya, 'PUT', `/applications/${amaraApp.id}/tags/${maybe.id}`);
      await as(priya, 'PUT', `/applications/${benApp.id}/tags/${maybe.id}`);
      await as(priya, 'PUT', `/candidates/${ben.id}/tags/${shortlist.id}`);
      expect(
        (await as(priya, 'GET', `/applications/${amaraApp.id}/tags`))
          .json<{ data: Tag[] }>()
          .data.map((tag) => tag.name),
      ).toEqual(['Maybe', 'Strong shortlist']);

      const ids = (url: string) =>
        as(priya, 'GET', url).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json<{ data: { id: string }[]; total: number }>().data.map((x) => x.id);
        });
      expect(await ids(`/applications?tag=${shortlist.id}`)).toEqual([amaraApp.id]);
      expect((await ids(`/applications?tag=${maybe.id}`)).sort()).toEqual(
        [amaraApp.id, benApp.id].sort(),
      );
      expect(await ids(`/applications?tag=${maybe.id}&tag=${shortlist.id}`)).toEqual([amaraApp.id]);
      expect(await ids(`/applications?tag=${maybe.id},${shortlist.id}`)).toEqual([amaraApp.id]);
      expect(
        await ids(`/applications?vacancyId=${amaraApp.vacancyId}&tag=${shortlist.id}`),
      ).toEqual([amaraApp.id]);
      expect(await ids(`/candidates?tag=${shortlist.id}`)).toEqual([ben.id]);
      expect(await ids(`/candidates?tag=${maybe.id}`)).toEqual([]);

      const bad = await as(priya, 'GET', '/applications?tag=nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'tag' });

      // A candidate's own list ignores the filter rather than tell which tags they carry.
      const own = await as(amara, 'GET', `/applications?tag=${unknownId}`);
      expect(own.json<{ total: number }>().total).toBe(1);
    });

    it('untags ([404] when not on it) and a deleted tag leaves every record', async () => {
      expect(
        (await as(priya, 'DELETE', `/applications/${benApp.id}/tags/${maybe.id}`)).statusCode,
      ).toBe(204);
      expect(
        (await as(priya, 'DELETE', `/applications/${benApp.id}/tags/${maybe.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await as(priya, 'PUT', `/applications/${benApp.id}/tags/${unknownId}`)).statusCode,
      ).toBe(404);
      expect((await as(priya, 'PUT', `/candidates/${unknownId}/tags/${maybe.id}`)).statusCode).toBe(
        404,
      );

      expect((await as(tomas, 'DELETE', `/tags/${maybe.id}`)).statusCode).toBe(204);
      expect((await as(tomas, 'DELETE', `/tags/${maybe.id}`)).statusCode).toBe(404);
      expect(
        (await as(priya, 'GET', `/applications/${amaraApp.id}/tags`))
          .json<{ data: Tag[] }>()
          .data.map((tag) => tag.name),
      ).toEqual(['Strong shortlist']);
    });
  });

  it('[403] to candidates on every review route, even on their own records', async () => {
    for (const [method, url, body] of [
      ['GET', `/applications/${amaraApp.id}/notes`],
      ['POST', `/applications/${amaraApp.id}/notes`, { body: 'Me' }],
      ['GET', `/candidates/${amara.id}/notes`],
      ['GET', `/candidates/${amara.id}/tags`],
      ['GET', `/applications/${amaraApp.id}/rating`],
      ['PUT', `/applications/${amaraApp.id}/rating`, { value: 5 }],
      ['GET', '/tags'],
    ] as const) {
      const res = await as(amara, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
