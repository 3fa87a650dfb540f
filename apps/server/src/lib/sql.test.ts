import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/tables.ts';
import { openTestDatabase } from '../test/db.ts';
import { containsLower, countCapped } from './sql.ts';

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
});
