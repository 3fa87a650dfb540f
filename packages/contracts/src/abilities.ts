import {
  createMongoAbility,
  subject as asSubject,
  type ForcedSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import type { AbilityRule, Role } from './auth.ts';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';

/**
 * Every subject the app names. 'Admin' covers admin-only screens (every sample-data area and the
 * careers admin screens); 'Portal' is the candidate portal menu; 'Auth' and 'ACL' come from the
 * template ('read Auth' is what a visitor without a stored ability may do).
 */
export type Subject =
  | 'all'
  | 'Auth'
  | 'ACL'
  | 'Portal'
  | 'Admin'
  | 'Vacancy'
  | 'Application'
  | 'Candidate'
  | 'Document'
  | 'Audit'
  | 'Stats';

/** A record tagged with its subject type, so conditions such as { candidateId } can be checked. */
export type SubjectRecord = ForcedSubject<Exclude<Subject, 'all'>> & Record<string, unknown>;

export type AppAbility = MongoAbility<[Action, Subject | SubjectRecord]>;

/** The rules a user holds; the server enforces them, the client hides what they forbid. */
export function abilityRulesFor(user: { id: string; role: Role }): AbilityRule[] {
  if (user.role === 'admin') {
    return [
      { action: 'manage', subject: 'all' },
      // Admins do not see the candidate portal menu.
      { action: 'read', subject: 'Portal', inverted: true },
    ];
  }
  const own = { candidateId: user.id };
  return [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Portal' },
    { action: 'read', subject: 'Vacancy', conditions: { status: 'open' } },
    { action: 'create', subject: 'Application' },
    { action: 'read', subject: 'Application', conditions: own },
    // Withdrawing is the only update a candidate makes to an application.
    { action: 'update', subject: 'Application', conditions: own },
    { action: 'manage', subject: 'Document', conditions: own },
    { action: 'read', subject: 'Candidate', conditions: { id: user.id } },
    { action: 'update', subject: 'Candidate', conditions: { id: user.id } },
  ];
}

/** What a visitor without a stored ability may do (the template's default). */
export const guestAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function createAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules as RawRuleOf<AppAbility>[]);
}

/** Tags a plain record with its subject type: `ability.can('read', subjectOf('Application', a))`. */
export function subjectOf<T extends Record<string, unknown>>(
  type: Exclude<Subject, 'all'>,
  record: T,
): T & SubjectRecord {
  // CASL stores the type on the object itself; copy so callers' records stay untouched.
  return asSubject(type, { ...record }) as T & SubjectRecord;
}
