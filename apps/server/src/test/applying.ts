import { beforeAll, expect } from 'vitest';
import type { Application, Vacancy } from '@careers/contracts';
import { callAs } from './app.ts';
import { careersCalls } from './careers.ts';
import type { Driver } from './db.ts';
import { appWithSmtp } from './smtp.ts';
import { createAdmin, type TestUser } from './users.ts';

/**
 * What the suites that move applications and read their email share: the app with its SMTP sink,
 * an admin and an open vacancy that asks for no documents (`vacancy` overrides its fields), and
 * the calls: apply (checked 201, answers the application) and move as staff.
 */
export function applyingTestbed(
  driver: Driver,
  opts: { adminName?: string; vacancy?: Record<string, unknown> } = {},
) {
  const env = appWithSmtp(driver);
  const bed = {} as { admin: TestUser; vacancy: Vacancy };

  beforeAll(async () => {
    bed.admin = await createAdmin(env.t.app, undefined, opts.adminName);
    bed.vacancy = await careersCalls(env.t.app).openVacancy(bed.admin, {
      ...opts.vacancy,
      requiredDocuments: [],
    });
  });

  const apply = async (candidate: TestUser): Promise<Application> => {
    const res = await callAs(
      env.t.app,
      candidate,
      'POST',
      `/vacancies/${bed.vacancy.id}/applications`,
      {
        documentIds: [],
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Application>();
  };
  const move = (id: string, payload: Record<string, unknown>, as: TestUser = bed.admin) =>
    callAs(env.t.app, as, 'POST', `/applications/${id}/status`, payload);

  return { env, bed, apply, move };
}
