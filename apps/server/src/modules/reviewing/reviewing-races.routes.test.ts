import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, Note } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/*
 * Reviewing under real concurrency: on PostgreSQL the requests go out at once over as many pool
 * connections, so they truly overlap; on the embedded database the same answers must hold.
 */
const PARALLEL = 12;

const codes = (answers: { statusCode: number }[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

describe.each(testDrivers())('reviewing races on %s', (driver) => {
  const t = useTestApp(driver, {}, { poolSize: PARALLEL });
  let priya: TestUser;
  let application: Application;

  beforeAll(async () => {
    const calls = careersCalls(t.app);
    priya = await createAdmin(t.app, undefined, 'Priya Raman');
    const student = await createCandidate(t.app, 'Amara Nwosu');
    const vacancy = await calls.openVacancy(priya);
    const cv = await calls.uploaded(student);
    application = (await calls.apply(student, vacancy.id, [cv.id])).json<Application>();
  });

  const all = (send: (i: number) => ReturnType<typeof callAs>) =>
    Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));

  it('one tag of a name: the others creating it at once get a 409 naming it', async () => {
    const answers = await all(() =>
      callAs(t.app, priya, 'POST', '/tags', { name: 'Strong portfolio', colour: 'teal' }),
    );
    expect(codes(answers)).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ field: 'name' });
    const tags = (await callAs(t.app, priya, 'GET', '/tags')).json<{ data: { name: string }[] }>();
    expect(tags.data.filter((x) => x.name === 'Strong portfolio')).toHaveLength(1);
  });

  it('one reason of a name: the others creating it at once get a 409 naming it', async () => {
    const answers = await all(() =>
      callAs(t.app, priya, 'POST', '/reasons', { name: 'Visa timing', kinds: ['on_hold'] }),
    );
    expect(codes(answers)).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ field: 'name' });
  });

  it('edits from the same text: one wins, the rest are told it changed (409); no text is lost', async () => {
    const note = (
      await callAs(t.app, priya, 'POST', `/applications/${application.id}/notes`, {
        body: 'Draft',
      })
    ).json<Note>();
    const answers = await all((i) =>
      callAs(t.app, priya, 'PATCH', `/notes/${note.id}`, {
        body: `Edit ${i}`,
        expectedUpdatedAt: note.createdAt,
      }),
    );
    expect(codes(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Note>();
    expect(winner.versions).toBe(1);

    // Without a version the edits queue behind the note's lock: every earlier text is kept.
    const queued = await all((i) =>
      callAs(t.app, priya, 'PATCH', `/notes/${note.id}`, { body: `Queued ${i}` }),
    );
    expect(codes(queued)).toEqual(Array<number>(PARALLEL).fill(200));
    const history = await callAs(t.app, priya, 'GET', `/notes/${note.id}/versions`);
    const bodies = history.json<{ data: { body: string }[] }>().data.map((v) => v.body);
    expect(bodies).toHaveLength(PARALLEL + 1);
    expect(bodies.slice(0, 2)).toEqual(['Draft', winner.body]);
  });
});
