import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '../db/client.ts';
import { auditLog } from '../db/tables.ts';
import { useTestDatabase } from '../test/db.ts';
import {
  containsLower,
  countCapped,
  countRows,
  COUNT_TTL_MS,
  findRow,
  forgetCounts,
  listOrder,
  rowsById,
  selectPage,
  updateRow,
} from './sql.ts';

describe('countCapped', () => {
  const database = useTestDatabase('pglite', (db) =>
    db.insert(auditLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        actorRole: 'system',
        action: `a${i}`,
        entity: 'x',
      })),
    ),
  );

  it('countRows counts every row `where` picks, with no cap', async () => {
    expect(await countRows(database.db, auditLog, eq(auditLog.entity, 'x'))).toBe(25);
    expect(await countRows(database.db, auditLog, eq(auditLog.action, 'a3'))).toBe(1);
  });

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

  describe('selectPage', () => {
    const page = (n: number, sort: 'asc' | 'desc', where = containsLower(auditLog.entity, 'x')) =>
      selectPage(
        database.db,
        { page: n, perPage: 10 },
        {
          rows: database.db.select({ action: auditLog.action }).from(auditLog).$dynamic(),
          table: auditLog,
          where,
          orderBy: listOrder(sort, auditLog.action, auditLog.id),
        },
      );

    it('answers one page of rows in the list order, and the total', async () => {
      const first = await page(1, 'asc');
      expect(first).toMatchObject({ total: 25, totalCapped: false });
      expect(first.rows.map((r) => r.action)).toEqual([
        'a0',
        'a1',
        'a10',
        'a11',
        'a12',
        'a13',
        'a14',
        'a15',
        'a16',
        'a17',
      ]);
      expect((await page(3, 'asc')).rows.map((r) => r.action)).toEqual([
        'a5',
        'a6',
        'a7',
        'a8',
        'a9',
      ]);
      expect((await page(1, 'desc')).rows[0]?.action).toBe('a9');
    });

    it('filters rows and total alike', async () => {
      const filtered = await page(1, 'asc', containsLower(auditLog.action, 'a2'));
      expect(filtered.total).toBe(6);
      expect(filtered.rows.map((r) => r.action)).toEqual(['a2', 'a20', 'a21', 'a22', 'a23', 'a24']);
    });
  });

  describe('findRow and updateRow', () => {
    const action = (name: string) => eq(auditLog.action, name);

    it('finds the row a filter picks, locked inside a transaction, and nothing when none matches', async () => {
      const { db } = database;
      expect(await findRow(db, auditLog, action('a3'))).toMatchObject({
        action: 'a3',
        entity: 'x',
      });
      expect(await findRow(db, auditLog, action('none'))).toBeUndefined();
      const locked = await db.transaction((tx) => findRow(tx, auditLog, action('a4'), true));
      expect(locked).toMatchObject({ action: 'a4' });
    });

    it('updates the rows a filter picks and answers the changed row, or nothing when none matches', async () => {
      const { db } = database;
      const row = await updateRow(db, auditLog, action('a5'), { entityId: 'e5' });
      expect(row).toMatchObject({ action: 'a5', entityId: 'e5' });
      expect(await findRow(db, auditLog, action('a5'))).toMatchObject({ entityId: 'e5' });
      expect(await updateRow(db, auditLog, action('none'), { entityId: 'e' })).toBeUndefined();
    });
  });

  it('rowsById inserts, finds, updates and deletes a row by its id', async () => {
    const { db } = database;
    const rows = rowsById(auditLog);
    const row = await rows.insert(db, { actorRole: 'system', action: 'byId', entity: 'y' });
    expect(await rows.find(db, row.id)).toEqual(row);
    expect(await rows.update(db, row.id, { entityId: 'e' })).toMatchObject({
      id: row.id,
      entityId: 'e',
    });
    await rows.remove(db, row.id);
    expect(await rows.find(db, row.id)).toBeUndefined();
    expect(await rows.update(db, row.id, { entityId: 'f' })).toBeUndefined();
  });
});
