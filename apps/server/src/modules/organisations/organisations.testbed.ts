import { beforeAll } from 'vitest';
import type { OrganisationDetail } from '@careers/contracts';
import { callAs, useTestApp, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import type { Driver } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/**
 * What the organisations suites share: the app on a fresh database with an admin and a
 * candidate, and the calls they make (as the admin unless another user is given).
 */
export function organisationsTestbed(driver: Driver) {
  const bed = { t: useTestApp(driver) } as { t: TestApp; admin: TestUser; candidate: TestUser };
  beforeAll(async () => {
    bed.admin = await createAdmin(bed.t.app);
    bed.candidate = await createCandidate(bed.t.app, 'Quinn Applicant');
  }, 60_000);

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    user: { auth: Record<string, string> } = bed.admin,
  ) => callAs(bed.t.app, user, method, url, payload);
  const detail = async (id: string) =>
    (await api('GET', `/organisations/${id}`)).json<OrganisationDetail>();
  const calls = () => careersCalls(bed.t.app);
  return { bed, api, detail, calls };
}
