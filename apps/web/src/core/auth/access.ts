import type { UserData } from './types.ts';

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

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

/** The landing route of each role (routes.md "Access rules"). */
export function homeOf(user: UserData | null): string {
  if (!user) return LOGIN_PATH;
  return user.role === 'admin' ? '/careers/dashboard' : '/portal/vacancies';
}

export interface SessionContext {
  loggedIn: boolean;
  user: UserData | null;
  /** The path and query being visited, e.g. `/apps/email?x=1`. */
  target: string;
}

/** The checks that need no ability: auth pages, public pages, not logged in. */
export function sessionRedirect(meta: AccessMeta, ctx: SessionContext): string | null {
  if (meta.authRoute) return ctx.loggedIn ? homeOf(ctx.user) : null;
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

/** A `redirect` query value is followed only when it is a path of this app. */
export function safeRedirect(value: string | null, user: UserData | null): string {
  if (value && value.startsWith('/') && !value.startsWith('//')) return value;
  return homeOf(user);
}
