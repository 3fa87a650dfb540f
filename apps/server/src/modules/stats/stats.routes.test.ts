import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, StatsOverview } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { suiteUsers } from '../../test/users.ts';
import { careersCalls } from '../../test/careers.ts';

describe.each(testDrivers())('GET /api/v1/stats/overview on %s', (driver) => {
  const t = useTestApp(driver);
  const users = suiteUsers(t, { admin: 'admin', candidate: 'candidate' });

  beforeAll(async () => {
    const calls = careersCalls(t.app);
    const v = await calls.openVacancy(users.admin, { title: 'Popular Role' });
    await calls.draftVacancy(users.admin, { title: 'Draft Role' });
    const cv = await calls.uploaded(users.candidate);
    const applied = await calls.apply(users.candidate, v.id, [cv.id]);
    await calls.moveApplication(
      users.admin,
      applied.json<Application>().id,
      'rejected',
      'Position filled internally.',
    );
  });

  it('[200] answers the careers dashboard figures', async () => {
    const res = await callAs(t.app, users.admin, 'GET', '/stats/overview');
    expect(res.statusCode).toBe(200);
    const s = res.json<StatsOverview>();
    expect(s).toMatchObject({
      openVacancies: 1,
      totalVacancies: 2,
      totalCandidates: 1,
      totalApplications: 1,
    });
    expect(s.applicationsByStatus.find((b) => b.status === 'rejected')?.count).toBe(1);
    expect(s.applicationsByStatus).toHaveLength(9);
    expect(s.applicationsPerDay).toHaveLength(30);
    expect(s.applicationsPerDay.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      count: 1,
    });
    expect(s.topVacancies).toEqual([
      expect.objectContaining({ title: 'Popular Role', applications: 1 }),
    ]);
    expect(s.medianDaysToDecision).toBe(0);
  });

  it('[403] for candidates, [401] without a token', async () => {
    expect((await callAs(t.app, users.candidate, 'GET', '/stats/overview')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/stats/overview' })).statusCode).toBe(401);
  });
});
