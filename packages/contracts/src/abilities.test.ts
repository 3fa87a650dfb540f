import { describe, expect, it } from 'vitest';
import { abilityRulesFor, createAbility, guestAbilityRules, subjectOf } from './abilities.ts';
import { abilityRuleSchema } from './auth.ts';

const candidateId = '5b1f2c1e-8a5b-4f0e-9c61-0d2b7c7b1a11';
const otherId = '9d0c2d4e-1111-4f0e-9c61-0d2b7c7b1a22';

describe('admin abilities', () => {
  const ability = createAbility(abilityRulesFor({ id: candidateId, role: 'admin' }));

  it('manages everything', () => {
    for (const s of [
      'Admin',
      'Vacancy',
      'Application',
      'Candidate',
      'Audit',
      'Stats',
      'ACL',
    ] as const) {
      expect(ability.can('manage', s)).toBe(true);
      expect(ability.can('delete', s)).toBe(true);
    }
    expect(ability.can('read', subjectOf('Application', { candidateId: otherId }))).toBe(true);
  });

  it('does not see the candidate portal', () => {
    expect(ability.can('read', 'Portal')).toBe(false);
  });
});

describe('candidate abilities', () => {
  const ability = createAbility(abilityRulesFor({ id: candidateId, role: 'candidate' }));

  it('reads Auth and the portal but no admin area', () => {
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'Portal')).toBe(true);
    expect(ability.can('read', 'Admin')).toBe(false);
    expect(ability.can('read', 'Audit')).toBe(false);
    expect(ability.can('read', 'Stats')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('reads open vacancies only and never changes one', () => {
    expect(ability.can('read', subjectOf('Vacancy', { status: 'open' }))).toBe(true);
    expect(ability.can('read', subjectOf('Vacancy', { status: 'draft' }))).toBe(false);
    expect(ability.can('update', subjectOf('Vacancy', { status: 'open' }))).toBe(false);
    expect(ability.can('create', 'Vacancy')).toBe(false);
  });

  it('creates applications and reads or withdraws only their own', () => {
    expect(ability.can('create', 'Application')).toBe(true);
    expect(ability.can('read', subjectOf('Application', { candidateId }))).toBe(true);
    expect(ability.can('update', subjectOf('Application', { candidateId }))).toBe(true);
    expect(ability.can('read', subjectOf('Application', { candidateId: otherId }))).toBe(false);
    expect(ability.can('update', subjectOf('Application', { candidateId: otherId }))).toBe(false);
    expect(ability.can('delete', subjectOf('Application', { candidateId }))).toBe(false);
  });

  it('manages only their own documents and profile', () => {
    expect(ability.can('delete', subjectOf('Document', { candidateId }))).toBe(true);
    expect(ability.can('read', subjectOf('Document', { candidateId: otherId }))).toBe(false);
    expect(ability.can('update', subjectOf('Candidate', { id: candidateId }))).toBe(true);
    expect(ability.can('read', subjectOf('Candidate', { id: otherId }))).toBe(false);
    expect(ability.can('delete', subjectOf('Candidate', { id: candidateId }))).toBe(false);
  });

  it('produces rules that match the contract schema (they travel in userData)', () => {
    for (const rule of abilityRulesFor({ id: candidateId, role: 'candidate' }))
      expect(abilityRuleSchema.parse(rule)).toEqual(rule);
  });
});

describe('guest abilities', () => {
  it('only read Auth', () => {
    const ability = createAbility(guestAbilityRules);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'Portal')).toBe(false);
  });
});

describe('subjectOf', () => {
  it('does not modify the record it tags', () => {
    const record = { candidateId };
    subjectOf('Application', record);
    expect(Object.keys(record)).toEqual(['candidateId']);
  });
});

describe('reviewing (notes, ratings, tags)', () => {
  it('is staff only: candidates and employer contacts hold no rule on it', () => {
    const admin = createAbility(abilityRulesFor({ id: candidateId, role: 'admin' }));
    expect(admin.can('manage', 'Review')).toBe(true);
    const candidate = createAbility(abilityRulesFor({ id: candidateId, role: 'candidate' }));
    const employer = createAbility(
      abilityRulesFor({ id: otherId, role: 'employer', organisationId: otherId }),
    );
    for (const ability of [candidate, employer]) {
      for (const action of ['read', 'create', 'update', 'delete'] as const) {
        expect(ability.can(action, 'Review')).toBe(false);
      }
    }
  });
});
