import { afterEach, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Vacancy } from '@careers/contracts';
import { outbox, vacancies } from '../db/tables.ts';
import { resetClock } from '../lib/clock.ts';
import { callAs, useTestApp, type TestApp } from './app.ts';
import { vacancyBody } from './careers.ts';
import type { Driver } from './db.ts';
import { createEmployer, createOrganisation, type TestEmployer } from './employers.ts';
import { createAdmin, createCandidate, type TestUser } from './users.ts';

/**
 * What the vacancy approval suites share: the app on a fresh database with an admin, a
 * candidate, two contacts of one organisation and a contact of another, and the calls they make.
 */
export function approvalTestbed(driver: Driver) {
  const bed = { t: useTestApp(driver) } as {
    t: TestApp;
    admin: TestUser;
    candidate: TestUser;
    contact: TestEmployer;
    colleague: TestEmployer;
    stranger: TestEmployer;
  };
  beforeAll(async () => {
    const { app } = bed.t;
    bed.admin = await createAdmin(app, undefined, 'Priya Raman');
    bed.candidate = await createCandidate(app);
    const org = await createOrganisation(app, { name: 'Harbour Logistics Ltd' });
    bed.contact = await createEmployer(app, { organisationId: org.id, fullName: 'Morgan Reyes' });
    bed.colleague = await createEmployer(app, { organisationId: org.id, fullName: 'Sam Okafor' });
    bed.stranger = await createEmployer(app, { fullName: 'Other Company Contact' });
  });
  afterEach(() => resetClock());

  /** Its closing date passes (as time would pass). */
  const expire = (id: string) =>
    bed.t.database.db
      .update(vacancies)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(vacancies.id, id));

  const call = (
    user: { auth: Record<string, string> },
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callAs(bed.t.app, user, method, url, payload);

  const draft = async (
    user: TestEmployer = bed.contact,
    overrides: Record<string, unknown> = {},
  ) => {
    const res = await call(user, 'POST', '/vacancies', vacancyBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Vacancy>();
  };
  const submit = (id: string, user: TestEmployer = bed.contact) =>
    call(user, 'POST', `/vacancies/${id}/submit`);
  const review = (id: string, decision: string, note?: string, user: TestUser = bed.admin) =>
    call(user, 'POST', `/vacancies/${id}/review`, { decision, ...(note ? { note } : {}) });
  const pending = async () => {
    const v = await draft();
    const res = await submit(v.id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Vacancy>();
  };
  const mailTo = (email: string) =>
    bed.t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const mailsAbout = async (email: string, title: string) =>
    (await mailTo(email)).filter((m) => m.subject.startsWith(title));
  return { bed, expire, call, draft, submit, review, pending, mailTo, mailsAbout };
}
