import { describe, expect, it } from 'vitest';
import type { ApplicationBulkResult } from '@careers/contracts';
import { missingKeys, testI18n } from '../../../core/test/test-i18n.ts';
import { bulkMoveSummary } from './bulk-move.tsx';

const a = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const b = '2b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e03';
const names: Record<string, string> = {
  [a]: 'Asha Patel — Data Analyst',
  [b]: 'Ben Ng — Data Analyst',
};

describe('bulkMoveSummary', () => {
  it('counts what moved and names each application left as it was, with the server’s reason', () => {
    const result: ApplicationBulkResult = {
      data: [
        { id: a, ok: true, status: 'shortlisted' },
        {
          id: b,
          ok: false,
          error: {
            code: 'status_not_allowed',
            status: 409,
            field: 'status',
            message:
              'An application that is withdrawn cannot become shortlisted. Allowed next: none.',
          },
        },
      ],
      succeeded: 1,
      failed: 1,
    };
    const summary = bulkMoveSummary(testI18n().t, result, (id) => names[id] ?? id);
    expect(summary).toEqual({
      kind: 'warning',
      text: '1 moved, 1 could not be moved.',
      reasons: [
        'Ben Ng — Data Analyst: An application that is withdrawn cannot become shortlisted. Allowed next: none.',
      ],
    });
    expect(missingKeys).toEqual(new Set());
  });

  it('is a success when every application moved', () => {
    const summary = bulkMoveSummary(
      testI18n('fr').t,
      { data: [{ id: a, ok: true, status: 'shortlisted' }], succeeded: 1, failed: 0 },
      (id) => names[id] ?? id,
    );
    expect(summary).toEqual({
      kind: 'success',
      text: '1 déplacée(s), 0 n’ont pas pu être déplacée(s).',
      reasons: [],
    });
  });
});
