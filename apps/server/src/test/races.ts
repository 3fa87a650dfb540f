import { beforeAll, expect } from 'vitest';
import { useTestApp } from './app.ts';
import { careersCalls } from './careers.ts';
import type { Driver } from './db.ts';
import { createAdmin, type TestUser } from './users.ts';

/*
 * State changes under real concurrency. On PostgreSQL each test sends its requests at once over as
 * many pool connections as requests, so they truly overlap; the embedded database runs one
 * transaction at a time, where the same tests check the answers stay right. Before the row locks
 * and version checks, each of these let two writers both "win" on PostgreSQL.
 */
export const PARALLEL = 30;

/** The answers' status codes, lowest first. */
export const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

/** Of two answers sent at once, one won (200) and the other got 409: answers the winner. */
export function oneWinner<R extends { statusCode: number }>(answers: R[]): R {
  expect(statuses(answers)).toEqual([200, 409]);
  return answers.find((a) => a.statusCode === 200)!;
}

/** The app with a pool as large as the races, two admins and the careers calls. */
export function racesTestbed(driver: Driver) {
  const t = useTestApp(driver, {}, { poolSize: PARALLEL });
  const bed = {} as {
    admin: TestUser;
    colleague: TestUser;
    calls: ReturnType<typeof careersCalls>;
  };
  beforeAll(async () => {
    bed.calls = careersCalls(t.app);
    bed.admin = await createAdmin(t.app, undefined, 'Priya Raman');
    bed.colleague = await createAdmin(t.app, bed.admin, 'Daniel Clarke');
  });
  return { t, bed };
}
