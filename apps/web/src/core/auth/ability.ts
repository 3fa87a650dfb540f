import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule, UserData } from './types.ts';

/** Subjects the client knows; the names match packages/contracts' ability rules. */
export type AppSubject = 'all' | 'Auth' | 'Admin' | 'Portal' | 'ACL' | (string & {});
export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete' | (string & {});
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

/** Without a stored ability the app may only read Auth pages (spec §6). */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function rulesOf(user: UserData | null): AbilityRule[] {
  return user && user.ability.length > 0 ? user.ability : DEFAULT_ABILITY;
}

export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<[AppAction, AppSubject]>(rules as RawRuleOf<AppAbility>[]);
}
