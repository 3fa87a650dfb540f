import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, Attention, Vacancy } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createCandidate, type TestUser, suiteUsers } from '../../test/users.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDrivers())('GET /api/v1/stats/attention on %s', (driver) => {
  const t = useTestApp(driver);
  const users = suiteUsers(t, { admin: 'admin', candidate: ['candidate', 'Wendy Waiting'] });
  let closingQuiet: Vacancy;
  let closingSooner: Vacancy;
  let closingBusy: Vacancy;
  let firstApplied: Application;
  let secondApplied: Application;

  const read = (user: TestUser | null, query = '') =>
    t.app.inject({
      url: `/api/v1/stats/attention${query}`,
      headers: user ? user.auth : {},
    });

  beforeAll(async () => {
    const calls = careersCalls(t.app);
    const open = (title: string, closesInDays: number) =>
      calls.openVacancy(users.admin, {
        title,
        requiredDocuments: [],
        closesAt: inDays(closesInDays),
      });
    closingQuiet = await open('Quiet Role', 5);
    closingSooner = await open('Sooner Role', 2);
    closingBusy = await open('Busy Role', 3);
    await open('Later Role', 20);
    await calls.draftVacancy(users.admin, { title: 'Draft Role', closesAt: inDays(1) });
    // Five applications: the busy role is not short of candidates.
    for (let i = 0; i < 5; i += 1) {
      const c = await createCandidate(t.app, `Busy Applicant ${i}`);
      const res = await calls.apply(c, closingBusy.id, []);
      expect(res.statusCode, res.body).toBe(201);
    }
    const longRole = await open('Long Role', 30);
    firstApplied = (await calls.apply(users.candidate, longRole.id, [])).json();
    secondApplied = (await calls.apply(users.candidate, closingSooner.id, [])).json();
    // A reviewed application no longer waits.
    const reviewed = (await calls.apply(users.candidate, closingQuiet.id, [])).json<Application>();
    await calls.moveApplication(users.admin, reviewed.id, 'under_review');
  });

  it('[200] lists applications waiting longest, oldest first, and quiet vacancies closing soonest', async () => {
    const res = await read(users.admin, '?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<Attention>();
    expect(a.closingWithinDays).toBe(7);
    expect(a.fewApplications).toBe(5);
    // The busy applicants' five come first (oldest), then the candidate's two; none reviewed.
    expect(a.waitingTotal).toBe(7);
    expect(a.waitingCapped).toBe(false);
    const ids = a.waitingApplications.map((w) => w.id);
    expect(ids.slice(-2)).toEqual([firstApplied.id, secondApplied.id]);
    const times = a.waitingApplications.map((w) => w.submittedAt);
    expect([...times].sort()).toEqual(times);
    expect(a.waitingApplications.at(-1)).toMatchObject({
      vacancyId: closingSooner.id,
      vacancyTitle: 'Sooner Role',
      candidateName: 'Wendy Waiting',
    });
    // Closing within 7 days with fewer than 5 applications: soonest first; busy, later, draft out.
    expect(a.closingVacancies.map((v) => v.title)).toEqual(['Sooner Role', 'Quiet Role']);
    expect(a.closingVacancies[0]).toMatchObject({ id: closingSooner.id, applications: 1 });
    expect(a.closingTotal).toBe(2);
  });

  it('[200] answers at most `limit` of each, with the totals', async () => {
    const a = (await read(users.admin, '?limit=1')).json<Attention>();
    expect(a.waitingApplications).toHaveLength(1);
    expect(a.closingVacancies.map((v) => v.title)).toEqual(['Sooner Role']);
    expect(a.waitingTotal).toBe(7);
    expect(a.closingTotal).toBe(2);
    expect((await read(users.admin)).json<Attention>().waitingApplications).toHaveLength(5);
  });

  it('[400] names the limit when it is out of range or not a number', async () => {
    for (const q of ['?limit=0', '?limit=51', '?limit=abc', '?limit=2.5']) {
      const res = await read(users.admin, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field).toBe('limit');
    }
  });

  it('the per-day chart’s list: applications submitted on one UTC day; [400] names a bad day', async () => {
    const day = secondApplied.submittedAt.slice(0, 10);
    const list = (q: string) => callAs(t.app, users.admin, 'GET', `/applications?perPage=100&${q}`);
    const all = (await list('')).json<{ data: Application[] }>().data;
    const expected = all.filter((a) => a.submittedAt.startsWith(day)).map((a) => a.id);
    const onDay = await list(`submittedOn=${day}`);
    expect(onDay.statusCode, onDay.body).toBe(200);
    expect(
      onDay
        .json<{ data: Application[] }>()
        .data.map((a) => a.id)
        .sort(),
    ).toEqual(expected.sort());
    expect(expected).toContain(secondApplied.id);
    expect((await list('submittedOn=2001-01-01')).json().total).toBe(0);
    for (const bad of ['2026-13-01', 'yesterday', '0001-01-01']) {
      const res = await list(`submittedOn=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field).toBe('submittedOn');
    }
  });

  it('[403] for candidates, [401] without a session', async () => {
    expect((await read(users.candidate)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});
