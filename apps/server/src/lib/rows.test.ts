import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromRow } from './rows.ts';

const schema = z.object({
  id: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
  extra: z.number().optional(),
});

describe('fromRow', () => {
  it("copies the contract's fields, writes dates as ISO strings and leaves other columns out", () => {
    const row = {
      id: 'a',
      note: null,
      createdAt: new Date('2026-12-01T10:00:00Z'),
      seenAt: null,
      passwordHash: 'never shown',
    };
    expect(fromRow(schema, row, ['createdAt', 'seenAt'])).toEqual({
      id: 'a',
      note: null,
      createdAt: '2026-12-01T10:00:00.000Z',
      seenAt: null,
    });
  });

  it('reads a date handed back as text, and sets no optional field the row lacks', () => {
    const out = fromRow(
      schema,
      { id: 'b', note: 'n', createdAt: '2026-12-01 10:00:00+00', seenAt: null },
      ['createdAt'],
    );
    expect(out.createdAt).toBe('2026-12-01T10:00:00.000Z');
    expect('extra' in out).toBe(false);
  });
});
