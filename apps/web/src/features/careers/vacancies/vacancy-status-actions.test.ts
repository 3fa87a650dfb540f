import { describe, expect, it } from 'vitest';
import { applicationActions } from '../applications/application-status-actions.ts';
import { reviewActions, vacancyActions } from './vacancy-status-actions.ts';

describe('vacancyActions', () => {
  it('offers only publish for a draft', () => {
    expect(vacancyActions('draft')).toEqual([
      { to: 'open', labelKey: 'careers.vacancyAction.publish', variant: 'success' },
    ]);
  });

  it('offers pause and close for an open vacancy', () => {
    expect(vacancyActions('open').map((a) => a.labelKey)).toEqual([
      'careers.vacancyAction.pause',
      'careers.vacancyAction.close',
    ]);
  });

  it('calls opening a paused vacancy resume and a closed one reopen', () => {
    expect(vacancyActions('paused').map((a) => [a.to, a.labelKey])).toEqual([
      ['open', 'careers.vacancyAction.resume'],
      ['closed', 'careers.vacancyAction.close'],
    ]);
    expect(vacancyActions('closed').map((a) => [a.to, a.labelKey])).toEqual([
      ['open', 'careers.vacancyAction.reopen'],
      ['archived', 'careers.vacancyAction.archive'],
    ]);
  });

  it('offers nothing for an archived vacancy', () => {
    expect(vacancyActions('archived')).toEqual([]);
  });

  it('offers review decisions, not moves, for a vacancy waiting for approval', () => {
    expect(vacancyActions('pending_approval')).toEqual([]);
    expect(reviewActions('pending_approval').map((a) => [a.decision, a.needsNote])).toEqual([
      ['approve', false],
      ['request_changes', true],
      ['decline', true],
    ]);
    expect(reviewActions('draft')).toEqual([]);
  });

  it("does not publish an employer's draft past the approval", () => {
    expect(vacancyActions('draft', 'employer')).toEqual([]);
    expect(vacancyActions('declined', 'employer')).toEqual([]);
  });
});

describe('applicationActions', () => {
  it('offers exactly the allowed next states from the API; a rejection needs no message (its internal reason is asked for)', () => {
    const actions = applicationActions({
      status: 'under_review',
      allowedNext: ['shortlisted', 'on_hold', 'rejected'],
    });
    expect(actions.map((a) => [a.to, a.needsReason])).toEqual([
      ['shortlisted', false],
      ['on_hold', false],
      ['rejected', false],
    ]);
    expect(actions[2]?.variant).toBe('danger');
  });

  it('labels reopening a rejection and asks for its reason', () => {
    expect(applicationActions({ status: 'rejected', allowedNext: ['under_review'] })).toEqual([
      {
        to: 'under_review',
        labelKey: 'careers.applicationAction.reopen',
        variant: 'primary',
        needsReason: true,
      },
    ]);
  });

  it('labels leaving on_hold as resuming, and offers nothing for a final state', () => {
    const held = applicationActions({
      status: 'on_hold',
      allowedNext: ['interviewing', 'rejected'],
    });
    expect(held.map((a) => a.labelKey)).toEqual([
      'careers.applicationAction.resume',
      'careers.applicationAction.rejected',
    ]);
    expect(applicationActions({ status: 'hired', allowedNext: [] })).toEqual([]);
  });
});
