import { describe, expect, it } from 'vitest';
import { concurrencyMessage, fromDatabaseError, sqlState, uniqueOrConflict } from './errors.ts';

/** How drizzle wraps a driver's error: the SQLSTATE sits on the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

describe('database refusals', () => {
  it('reads the SQLSTATE through wrappers, and ignores Node error codes', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(sqlState('nope')).toBeUndefined();
  });

  it.each([
    ['40001', 409],
    ['40P01', 409],
    ['55P03', 409],
    ['23505', 409],
    ['23503', 409],
    ['23001', 409],
    ['22008', 400],
    ['22021', 400],
  ])('SQLSTATE %s answers %i, never a 500', (code, status) => {
    expect(fromDatabaseError(wrapped(code))?.statusCode).toBe(status);
  });

  it('a lost race tells the person to reload and try again', () => {
    expect(fromDatabaseError(wrapped('40P01'))?.message).toBe(concurrencyMessage);
  });

  it('leaves other failures to the 500 path (connection lost, syntax errors)', () => {
    expect(fromDatabaseError(wrapped('08006'))).toBeUndefined();
    expect(fromDatabaseError(wrapped('42601'))).toBeUndefined();
    expect(fromDatabaseError(new Error('boom'))).toBeUndefined();
  });
});

describe('uniqueOrConflict', () => {
  it('answers what the write answers', async () => {
    expect(await uniqueOrConflict('Taken', 'name', () => Promise.resolve(7))).toBe(7);
  });

  it('turns a unique-index refusal into a 409 on the field, and passes anything else on', async () => {
    const taken = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      uniqueOrConflict('Taken', 'name', () => Promise.reject(taken)),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Taken', field: 'name' });
    const other = new Error('boom');
    await expect(uniqueOrConflict('Taken', 'name', () => Promise.reject(other))).rejects.toBe(
      other,
    );
  });
});
