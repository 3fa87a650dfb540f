import type { Application, SearchAnswer } from '@careers/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('GET /api/v1/search on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;

  const search = (user: TestUser | null, q: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      headers: user?.auth ?? {},
    });
  const groupsOf = async (user: TestUser, q: string) => {
    const res = await search(user, q);
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(res.json<SearchAnswer>().groups.map((g) => [g.id, g]));
  };

  beforeAll(async () => {
    const calls = careersCalls(t.app);
    admin = await createAdmin(t.app);
    owner = await createCandidate(t.app, 'Zinnia Quartermaine');
    other = await createCandidate(t.app, 'Zinnia Otherperson');
    // Six open roles at one employer (more than a group shows) and one still in draft.
    const open = [];
    for (let i = 0; i < 6; i += 1) {
      open.push(await calls.openVacancy(admin, { employer: { name: 'Xylofen Labs' } }));
    }
    await calls.draftVacancy(admin, { employer: { name: 'Xylofen Labs' }, title: 'Hidden draft' });
    const mine = await calls.uploaded(owner, 'cv', 'Zinnia-Xylofen-CV.pdf');
    const theirs = await calls.uploaded(other, 'cv', 'Other-Xylofen-CV.pdf');
    for (const [user, doc, vacancy] of [
      [owner, mine, open[0]],
      [other, theirs, open[1]],
    ] as const) {
      const res = await calls.apply(user, vacancy!.id, [doc.id]);
      expect(res.statusCode).toBe(201);
      res.json<Application>();
    }
  }, 60_000);

  it('[200] staff get vacancies, applications, candidates and organisations, 4 each, then "see all"', async () => {
    const groups = await groupsOf(admin, 'xylofen');
    expect(Object.keys(groups)).toEqual([
      'vacancies',
      'applications',
      'candidates',
      'organisations',
    ]);
    // The vacancies' employer became one organisation, found by its name.
    expect(groups.organisations?.items.map((o) => o.title)).toEqual(['Xylofen Labs']);
    expect(groups.organisations?.items[0]?.link).toMatch(/^\/careers\/organisations\/[\w-]+$/);
    expect(groups.organisations?.seeAll).toBe('/careers/organisations?q=xylofen');
    expect(groups.vacancies?.items).toHaveLength(4);
    expect(groups.vacancies?.more).toBe(true);
    expect(groups.vacancies?.seeAll).toBe('/careers/vacancies?q=xylofen');
    expect(groups.vacancies?.items[0]?.link).toMatch(/^\/careers\/vacancies\/[\w-]+$/);
    // Drafts are staff records too.
    expect((await groupsOf(admin, 'hidden draft')).vacancies?.items).toHaveLength(1);
    expect(groups.applications?.items).toHaveLength(2);
    expect(groups.applications?.more).toBe(false);
    const people = await groupsOf(admin, 'zinnia');
    expect(people.candidates?.items.map((c) => c.title).sort()).toEqual([
      'Zinnia Otherperson',
      'Zinnia Quartermaine',
    ]);
  });

  it('[200] a student gets open vacancies and only their own applications and documents', async () => {
    const groups = await groupsOf(owner, 'xylofen');
    expect(Object.keys(groups)).toEqual(['openVacancies', 'myApplications', 'myDocuments']);
    expect(groups.openVacancies?.items).toHaveLength(4);
    expect(groups.openVacancies?.seeAll).toBe('/portal/vacancies?q=xylofen');
    expect(groups.myApplications?.items).toHaveLength(1);
    expect(groups.myDocuments?.items.map((d) => d.title)).toEqual(['Zinnia-Xylofen-CV.pdf']);
    // Never another person's data: not their applications, documents, nor candidates by name.
    const body = JSON.stringify(await groupsOf(owner, 'zinnia'));
    expect(body).not.toContain('Otherperson');
    expect(JSON.stringify(await groupsOf(owner, 'other-xylofen'))).not.toContain('Other-Xylofen');
    expect((await groupsOf(owner, 'hidden draft')).openVacancies?.items).toEqual([]);
  });

  it('[200] the other student sees theirs, not the owner’s', async () => {
    const groups = await groupsOf(other, 'xylofen');
    expect(groups.myDocuments?.items.map((d) => d.title)).toEqual(['Other-Xylofen-CV.pdf']);
    expect(JSON.stringify(groups)).not.toContain('Zinnia-Xylofen');
  });

  it('[200] LIKE wildcards are searched as text', async () => {
    const groups = await groupsOf(admin, '%_%');
    expect(groups.vacancies?.items).toEqual([]);
  });

  it('[400] names q when it is missing, too short or too long; [401] without a session', async () => {
    for (const q of ['', 'x', 'y'.repeat(101)]) {
      const res = await search(admin, q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'q' });
    }
    expect((await search(null, 'xylofen')).statusCode).toBe(401);
  });
});
