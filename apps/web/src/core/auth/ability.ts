import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule } from './types.ts';

// The rules a user holds live with the route checks, which must not load CASL.
export { DEFAULT_ABILITY, rulesOf } from './access.ts';

/** Subjects the client knows; the names match packages/contracts' ability rules. */
export type AppSubject = 'all' | 'Auth' | 'Admin' | 'Portal' | 'ACL' | (string & {});
export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete' | (string & {});
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<[AppAction, AppSubject]>(rules as RawRuleOf<AppAbility>[]);
}
