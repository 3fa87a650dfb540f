import { describe, expect, it } from 'vitest';
import {
  applicationMoveNeedsInternalReason,
  applicationMoveNeedsReason,
  internalReasonKindOf,
  isOneClickApplicationMove,
  canMoveApplication,
  canMoveVacancy,
  nextApplicationStatuses,
  nextVacancyStatuses,
} from './status-machines.ts';

describe('vacancy status machine', () => {
  it.each([
    ['draft', ['open']],
    ['open', ['paused', 'closed']],
    ['paused', ['open', 'closed']],
    ['closed', ['open', 'archived']],
    ['archived', []],
  ] as const)('%s → %o', (from, to) => {
    expect(nextVacancyStatuses(from)).toEqual(to);
  });

  it('refuses skipping states', () => {
    expect(canMoveVacancy('draft', 'closed')).toBe(false);
    expect(canMoveVacancy('archived', 'open')).toBe(false);
    expect(canMoveVacancy('closed', 'open')).toBe(true);
  });
});

describe('application status machine', () => {
  it('moves forward one step at a time along the pipeline', () => {
    expect(nextApplicationStatuses('submitted', 'admin')).toEqual([
      'under_review',
      'on_hold',
      'rejected',
    ]);
    expect(nextApplicationStatuses('offered', 'admin')).toEqual(['hired', 'on_hold', 'rejected']);
    expect(canMoveApplication('submitted', 'shortlisted', 'admin')).toBe(false);
  });

  it('ends at hired, rejected and withdrawn, except that an admin may reopen a rejection', () => {
    expect(nextApplicationStatuses('hired', 'admin')).toEqual([]);
    expect(nextApplicationStatuses('withdrawn', 'admin')).toEqual([]);
    expect(nextApplicationStatuses('rejected', 'admin')).toEqual(['under_review']);
    expect(nextApplicationStatuses('rejected', 'candidate')).toEqual([]);
  });

  it('resumes on_hold to the state it came from', () => {
    expect(nextApplicationStatuses('on_hold', 'admin', { heldFrom: 'interviewing' })).toEqual([
      'interviewing',
      'rejected',
    ]);
    expect(canMoveApplication('on_hold', 'offered', 'admin', { heldFrom: 'interviewing' })).toBe(
      false,
    );
  });

  it('lets a candidate only withdraw, and only from a non-final state', () => {
    expect(nextApplicationStatuses('shortlisted', 'candidate')).toEqual(['withdrawn']);
    expect(nextApplicationStatuses('on_hold', 'candidate')).toEqual(['withdrawn']);
    expect(canMoveApplication('submitted', 'under_review', 'candidate')).toBe(false);
    expect(nextApplicationStatuses('hired', 'candidate')).toEqual([]);
  });

  it('needs a message to reopen, and an internal reason (not a message) to reject', () => {
    expect(applicationMoveNeedsReason('interviewing', 'rejected')).toBe(false);
    expect(applicationMoveNeedsReason('rejected', 'under_review')).toBe(true);
    expect(applicationMoveNeedsReason('submitted', 'under_review')).toBe(false);
    expect(applicationMoveNeedsInternalReason('rejected')).toBe(true);
    expect(applicationMoveNeedsInternalReason('on_hold')).toBe(false);
    expect(internalReasonKindOf('on_hold')).toBe('on_hold');
    expect(internalReasonKindOf('shortlisted')).toBeNull();
  });
});

describe('one-click moves (issue 20)', () => {
  it('are the forward moves up to interviewing and resuming into them; bad news keeps its dialog', () => {
    expect(isOneClickApplicationMove('submitted', 'under_review')).toBe(true);
    expect(isOneClickApplicationMove('under_review', 'shortlisted')).toBe(true);
    expect(isOneClickApplicationMove('shortlisted', 'interviewing')).toBe(true);
    expect(isOneClickApplicationMove('on_hold', 'shortlisted')).toBe(true);
    expect(isOneClickApplicationMove('interviewing', 'offered')).toBe(false);
    expect(isOneClickApplicationMove('offered', 'hired')).toBe(false);
    expect(isOneClickApplicationMove('shortlisted', 'rejected')).toBe(false);
    expect(isOneClickApplicationMove('shortlisted', 'on_hold')).toBe(false);
    // Reopening a rejection must tell the candidate why.
    expect(isOneClickApplicationMove('rejected', 'under_review')).toBe(false);
  });
});
