import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsOverview, Vacancy } from '@careers/contracts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { multipart, pdfBytes } from '../../test/files.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';
import { vacancyInput } from '../../test/careers.ts';

describe.each(testDrivers())('GET /api/v1/stats/overview on %s', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let candidate: TestUser;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    candidate = await createCandidate(t.app);
    const v = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/vacancies',
        headers: admin.auth,
        payload: vacancyInput({ title: 'Popular Role' }),
      })
    ).json<Vacancy>();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${v.id}/status`,
      headers: admin.auth,
      payload: { status: 'open' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: admin.auth,
      payload: vacancyInput({ title: 'Draft Role' }),
    });
    const form = multipart({ kind: 'cv' }, { name: 'cv.pdf', content: pdfBytes() });
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...candidate.auth, ...form.headers },
      payload: form.payload,
    });
    const app = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${v.id}/applications`,
      headers: candidate.auth,
      payload: { documentIds: [doc.json().id] },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/applications/${app.json().id}/status`,
      headers: admin.auth,
      payload: { status: 'rejected', reason: 'Position filled internally.' },
    });
  });
  afterAll(() => t.close());

  it('[200] answers the careers dashboard figures', async () => {
    const res = await t.app.inject({ url: '/api/v1/stats/overview', headers: admin.auth });
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
    expect(
      (await t.app.inject({ url: '/api/v1/stats/overview', headers: candidate.auth })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/stats/overview' })).statusCode).toBe(401);
  });
});
