import type { AbilityRule, UserData } from './types.ts';

export interface AccessMeta {
  /** CASL action needed to open the route (default read). */
  action?: string;
  /** CASL subject of the route (default Auth). */
  subject?: string;
  /** Open to everybody, logged in or not (misc pages, sample auth pages). */
  publicRoute?: boolean;
  /** A login or register page: a logged-in user is sent to their home instead. */
  authRoute?: boolean;
}

/** The one question asked of the CASL ability (kept structural so this file needs no CASL). */
export interface CanCheck {
  can(action: string, subject: string): boolean;
}

/** Without a stored ability the app may only read Auth pages (spec §6). */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function rulesOf(user: UserData | null): AbilityRule[] {
  return user && user.ability.length > 0 ? user.ability : DEFAULT_ABILITY;
}

/**
 * CASL's answer to `can(action, subjectType)`, without CASL (the login page's budget): the last
 * rule that matches decides. For a subject type a rule with conditions still allows, while an
 * inverted rule with conditions or fields forbids nothing, as in CASL.
 */
export function rulesAllow(
  rules: readonly AbilityRule[],
  action: string,
  subject: string,
): boolean {
  for (const rule of [...rules].reverse()) {
    const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
    if (!subjects.includes(subject) && !subjects.includes('all')) continue;
    if (rule.action !== action && rule.action !== 'manage') continue;
    if (rule.inverted && (rule.conditions || rule.fields)) continue;
    return !rule.inverted;
  }
  return false;
}

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

/** The landing route of each role (routes.md "Access rules"). */
export function homeOf(user: UserData | null): string {
  if (!user) return LOGIN_PATH;
  if (user.role === 'admin') return '/careers/dashboard';
  return user.role === 'employer' ? '/employer/dashboard' : '/portal/vacancies';
}

/** The route table's access meta for a path, or null when no route of the app has it. */
export type MetaAt = (path: string) => AccessMeta | null;

const SITE = 'https://site.invalid';

/**
 * A `redirect` value as a path of this site (path, query and hash, normalised), or null when a
 * browser would read it as another site: `//host`, `/\host`, a scheme, control characters.
 */
export function sameSitePath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash ('/\\host' is another site) and drop tabs and newlines.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SITE && !path.startsWith('//') ? path : null;
}

/**
 * Where a user lands once signed in: the page they asked for (`/login?redirect=…`) when it is a
 * page of this site their role may open, else the home of their role.
 */
export function landingAfterSignIn(
  requested: string | null,
  user: UserData | null,
  metaAt: MetaAt,
): string {
  const home = homeOf(user);
  const path = sameSitePath(requested);
  if (!path || !user) return home;
  const meta = metaAt(path.split(/[?#]/)[0] ?? path);
  if (!meta || meta.authRoute) return home;
  if (meta.publicRoute) return path;
  return rulesAllow(rulesOf(user), meta.action ?? 'read', meta.subject ?? 'Auth') ? path : home;
}

export interface SessionContext {
  loggedIn: boolean;
  user: UserData | null;
  /** The path and query being visited, e.g. `/apps/email?x=1`. */
  target: string;
  /** On /login or /register: the `redirect` asked for. */
  requested?: string | null;
  /** The route table, to check a requested page before going there. */
  metaAt?: MetaAt;
}

/** The checks that need no ability: auth pages, public pages, not logged in. */
export function sessionRedirect(meta: AccessMeta, ctx: SessionContext): string | null {
  if (meta.authRoute) {
    return ctx.loggedIn
      ? landingAfterSignIn(ctx.requested ?? null, ctx.user, ctx.metaAt ?? (() => null))
      : null;
  }
  if (meta.publicRoute) return null;
  if (!ctx.loggedIn) return `${LOGIN_PATH}?redirect=${encodeURIComponent(ctx.target)}`;
  return null;
}

/** Logged in: the route's subject must be readable (or its action allowed). */
export function abilityRedirect(meta: AccessMeta, ability: CanCheck): string | null {
  if (meta.authRoute || meta.publicRoute) return null;
  return ability.can(meta.action ?? 'read', meta.subject ?? 'Auth') ? null : NOT_AUTHORIZED_PATH;
}

/** Where the visitor must go instead of this route, or null when they may stay. */
export function redirectFor(meta: AccessMeta, ctx: SessionContext & { ability: CanCheck }) {
  return sessionRedirect(meta, ctx) ?? abilityRedirect(meta, ctx.ability);
}
