import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/tables.ts';
import { openTestDatabase } from '../test/db.ts';
import { containsLower, countCapped, COUNT_TTL_MS, forgetCounts } from './sql.ts';

describe('countCapped', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.insert(auditLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        actorRole: 'system',
        action: `a${i}`,
        entity: 'x',
      })),
    );
  });
  afterAll(() => database.close());

  it('counts exactly up to the cap', async () => {
    expect(await countCapped(database.db, auditLog, undefined, 100)).toEqual({
      total: 25,
      totalCapped: false,
    });
    expect(await countCapped(database.db, auditLog, undefined, 25)).toEqual({
      total: 25,
      totalCapped: false,
    });
  });

  it('stops past the cap and says so', async () => {
    expect(await countCapped(database.db, auditLog, undefined, 10)).toEqual({
      total: 10,
      totalCapped: true,
    });
  });

  it('counts with a filter, and LIKE wildcards in a search are literal', async () => {
    const { db } = database;
    expect((await countCapped(db, auditLog, containsLower(auditLog.action, 'A1'))).total).toBe(11);
    expect((await countCapped(db, auditLog, containsLower(auditLog.action, '%'))).total).toBe(0);
  });

  describe('reuse', () => {
    afterEach(() => vi.useRealTimers());
    const addRow = (action: string) =>
      database.db.insert(auditLog).values({ actorRole: 'system', action, entity: 'reuse' });
    const reuseFilter = () => containsLower(auditLog.entity, 'reuse');

    it('reuses a count until something is written', async () => {
      await addRow('r1');
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(1);
      await addRow('r2');
      // Nobody said a write happened: the same query answers from the cache.
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(1);
      forgetCounts();
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(2);
    });

    it('counts again once the reuse time has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      forgetCounts();
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(2);
      await addRow('r3');
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(2);
      vi.setSystemTime(Date.now() + COUNT_TTL_MS + 1);
      expect((await countCapped(database.db, auditLog, reuseFilter())).total).toBe(3);
    });
  });
});
