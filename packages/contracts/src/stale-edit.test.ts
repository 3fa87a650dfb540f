import { describe, expect, it } from 'vitest';
import { updateCandidateInputSchema } from './candidates.ts';
import { updateVacancyInputSchema } from './vacancies.ts';

describe.each([
  ['updateVacancyInputSchema', updateVacancyInputSchema, { positions: 2 }],
  ['updateCandidateInputSchema', updateCandidateInputSchema, { bio: 'Hello' }],
] as const)('%s and expectedUpdatedAt', (_name, schema, change) => {
  it.each(['2026-11-24T09:30:00.000Z', '2026-11-24T10:30:00+01:00'])('takes %s', (at) => {
    expect(schema.parse({ ...change, expectedUpdatedAt: at })).toMatchObject({
      expectedUpdatedAt: at,
    });
  });

  it('is optional for now', () => {
    expect(schema.safeParse(change).success).toBe(true);
  });

  it.each(['yesterday', '2026-11-24', '2026-11-24T09:30:00'])('refuses %j on its field', (at) => {
    const result = schema.safeParse({ ...change, expectedUpdatedAt: at });
    expect(result.error?.issues[0]?.path).toEqual(['expectedUpdatedAt']);
  });

  it('is not a change on its own', () => {
    const result = schema.safeParse({ expectedUpdatedAt: '2026-11-24T09:30:00.000Z' });
    expect(result.error?.issues[0]?.message).toBe('Nothing to update');
  });
});
