import { afterEach, beforeAll, expect } from 'vitest';
import type { Vacancy } from '@careers/contracts';
import { resetClock } from '../../lib/clock.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { vacancyInput } from '../../test/careers.ts';
import type { Driver } from '../../test/db.ts';
import { createAdmin, createCandidate, signIn, type TestUser } from '../../test/users.ts';

export const DAY = 86_400_000;
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

/**
 * What the vacancies suites share: the app on a fresh database with an admin and a candidate
 * (signed in afresh after each test, as tests move the clock), and the calls they make.
 */
export function vacanciesTestbed(driver: Driver) {
  const bed = { t: useTestApp(driver) } as { t: TestApp; admin: TestUser; candidate: TestUser };
  beforeAll(async () => {
    bed.admin = await createAdmin(bed.t.app);
    bed.candidate = await createCandidate(bed.t.app);
  });
  afterEach(async () => {
    resetClock();
    await signIn(bed.t.app, bed.admin, 'admin');
    await signIn(bed.t.app, bed.candidate, 'candidate');
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: bed.admin.auth,
      payload: vacancyInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Vacancy>();
  };
  const setStatus = (id: string, status: string, user = bed.admin) =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${id}/status`,
      headers: user.auth,
      payload: { status },
    });
  const list = (query: string, user = bed.admin) =>
    bed.t.app.inject({ method: 'GET', url: `/api/v1/vacancies?${query}`, headers: user.auth });
  return { bed, create, setStatus, list };
}
