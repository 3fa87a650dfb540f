import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationBulkResult, Vacancy } from '@careers/contracts';
import { applicationEvents } from '../../db/tables.ts';
import { callAs, useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/*
 * Bulk moves racing other moves of the same applications. On PostgreSQL the requests truly overlap
 * (one pool connection each); the embedded database runs one transaction at a time, where the
 * answers must be the same. Whoever comes second finds the application already moved: its item
 * reports the conflict, and no application is moved twice.
 */
describe.each(testDrivers())('bulk move races on %s', (driver) => {
  const t = useTestApp(driver, {}, { poolSize: 6 });
  let admin: TestUser;
  let colleague: TestUser;
  let vacancy: Vacancy;

  beforeAll(async () => {
    admin = await createAdmin(t.app, undefined, 'Racing Adviser');
    colleague = await createAdmin(t.app, admin, 'Other Racer');
    vacancy = await careersCalls(t.app).openVacancy(admin, { requiredDocuments: [] });
  });

  async function applied(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const candidate = await createCandidate(t.app, `Racing Student ${i}`);
      const res = await careersCalls(t.app).apply(candidate, vacancy.id, []);
      ids.push(res.json<Application>().id);
    }
    return ids;
  }

  const bulk = (as: TestUser, ids: string[]) =>
    callAs(t.app, as, 'POST', '/applications/bulk', {
      action: 'move',
      ids,
      status: 'under_review',
    });

  /** How many times each application was moved to under review. */
  async function movesInto(ids: string[]): Promise<number[]> {
    const rows = await t.database.db
      .select({ id: applicationEvents.applicationId })
      .from(applicationEvents)
      .where(
        and(
          inArray(applicationEvents.applicationId, ids),
          eq(applicationEvents.toStatus, 'under_review'),
        ),
      );
    return ids.map((id) => rows.filter((r) => r.id === id).length);
  }

  it('two bulk moves of the same applications: each moved once, the loser items report a conflict', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = await applied(4);
      // Overlapping, in different orders: the rows are locked in id order, so neither deadlocks.
      const [first, second] = await Promise.all([
        bulk(admin, ids),
        bulk(colleague, [...ids].reverse()),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const items = [
        ...first.json<ApplicationBulkResult>().data,
        ...second.json<ApplicationBulkResult>().data,
      ];
      for (const id of ids) {
        const outcomes = items.filter((i) => i.id === id);
        expect(outcomes.filter((i) => i.ok)).toHaveLength(1);
        expect(outcomes.filter((i) => !i.ok)).toEqual([
          expect.objectContaining({ error: expect.objectContaining({ status: 409 }) }),
        ]);
      }
      expect(await movesInto(ids)).toEqual([1, 1, 1, 1]);
    }
  });

  it('a bulk move and a single move of the same application: one wins, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = await applied(3);
      const target = ids[1]!;
      const [many, one] = await Promise.all([
        bulk(admin, ids),
        callAs(t.app, colleague, 'POST', `/applications/${target}/status`, {
          status: 'under_review',
        }),
      ]);
      expect(many.statusCode, many.body).toBe(200);
      const item = many.json<ApplicationBulkResult>().data.find((i) => i.id === target)!;
      if (one.statusCode === 200) {
        expect(item).toMatchObject({ ok: false, error: { code: 'status_not_allowed' } });
      } else {
        expect(one.statusCode).toBe(409);
        expect(item).toMatchObject({ ok: true, status: 'under_review' });
      }
      expect(await movesInto(ids)).toEqual([1, 1, 1]);
    }
  });
});
