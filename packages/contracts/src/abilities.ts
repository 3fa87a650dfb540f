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
  | 'EmployerPortal'
  | 'Admin'
  | 'Vacancy'
  | 'Application'
  | 'Candidate'
  | 'Document'
  | 'Audit'
  | 'Stats'
  | 'Organisation'
  | 'Shortlist'
  /** Staff's notes, ratings and tags on applications and candidates: staff only. */
  | 'Review';

/** A record tagged with its subject type, so conditions such as { candidateId } can be checked. */
export type SubjectRecord = ForcedSubject<Exclude<Subject, 'all'>> & Record<string, unknown>;

export type AppAbility = MongoAbility<[Action, Subject | SubjectRecord]>;

/** The rules a user holds; the server enforces them, the client hides what they forbid. */
export function abilityRulesFor(user: {
  id: string;
  role: Role;
  organisationId?: string | null;
}): AbilityRule[] {
  if (user.role === 'admin') {
    return [
      { action: 'manage', subject: 'all' },
      // Admins see neither the candidate portal's menu nor the employer portal's.
      { action: 'read', subject: 'Portal', inverted: true },
      { action: 'read', subject: 'EmployerPortal', inverted: true },
    ];
  }
  if (user.role === 'employer') return employerRules(user.organisationId ?? null);
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

/**
 * An employer contact acts only on their organisation's records: its vacancies (writing drafts;
 * the service checks which states they may edit), its profile and contacts, and the shortlists
 * shared with it. Never candidates, documents or applications directly: only through a shortlist.
 */
function employerRules(organisationId: string | null): AbilityRule[] {
  const rules: AbilityRule[] = [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'EmployerPortal' },
  ];
  if (!organisationId) return rules;
  const own = { organisationId };
  return [
    ...rules,
    { action: 'read', subject: 'Organisation', conditions: { id: organisationId } },
    { action: 'update', subject: 'Organisation', conditions: { id: organisationId } },
    { action: 'create', subject: 'Vacancy', conditions: own },
    { action: 'read', subject: 'Vacancy', conditions: own },
    { action: 'update', subject: 'Vacancy', conditions: own },
    { action: 'read', subject: 'Shortlist', conditions: own },
    { action: 'update', subject: 'Shortlist', conditions: own },
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
