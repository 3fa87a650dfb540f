import { beforeAll } from 'vitest';
import type { Vacancy } from '@careers/contracts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import type { Driver } from '../../test/db.ts';
import { createAdmin, type TestUser } from '../../test/users.ts';

/**
 * What the screening suites share: the app on a fresh database, an admin, and the calls they
 * make (apply with answers, edit the version just read, read a vacancy).
 */
export function screeningTestbed(driver: Driver) {
  const t: TestApp = useTestApp(driver);
  const bed = {} as { admin: TestUser; calls: ReturnType<typeof careersCalls> };

  beforeAll(async () => {
    bed.calls = careersCalls(t.app);
    bed.admin = await createAdmin(t.app, undefined, 'Priya Raman');
  });

  const apply = (user: TestUser, vacancyId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/applications`,
      headers: user.auth,
      payload: { documentIds: [], ...body },
    });
  const read = async (id: string, user: TestUser = bed.admin) =>
    (await t.app.inject({ url: `/api/v1/vacancies/${id}`, headers: user.auth })).json<Vacancy>();
  // An edit of the version just read.
  const patch = async (id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/vacancies/${id}`,
      headers: bed.admin.auth,
      payload: { ...body, expectedUpdatedAt: (await read(id)).updatedAt },
    });

  return { t, bed, apply, read, patch };
}
