import { describe, expect, it } from 'vitest';
import { buildAbility, DEFAULT_ABILITY, rulesOf } from './ability.ts';
import {
  homeOf,
  landingAfterSignIn,
  redirectFor,
  sameSitePath,
  type AccessMeta,
  type MetaAt,
} from './access.ts';
import type { UserData } from './types.ts';

const admin: UserData = {
  id: 1,
  fullName: 'Ada Admin',
  email: 'a@x.ac.uk',
  role: 'admin',
  ability: [
    { action: 'manage', subject: 'all' },
    { action: 'read', subject: 'Portal', inverted: true },
  ],
};
const candidate: UserData = {
  id: 2,
  fullName: 'Cai Candidate',
  email: 'c@x.ac.uk',
  role: 'candidate',
  ability: [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Portal' },
  ],
};

const as = (user: UserData | null, target = '/apps/email') => ({
  loggedIn: user !== null,
  user,
  ability: buildAbility(user?.ability ?? DEFAULT_ABILITY),
  target,
});

describe('route access', () => {
  it('sends a visitor to /login with the path to come back to', () => {
    expect(redirectFor({ subject: 'Admin' }, as(null, '/apps/email?folder=spam'))).toBe(
      '/login?redirect=%2Fapps%2Femail%3Ffolder%3Dspam',
    );
  });

  it('lets anybody open public routes', () => {
    expect(redirectFor({ publicRoute: true }, as(null))).toBeNull();
    expect(redirectFor({ publicRoute: true }, as(candidate))).toBeNull();
  });

  it('sends a logged-in user away from login and register to the home of their role', () => {
    expect(redirectFor({ authRoute: true }, as(admin))).toBe('/careers/dashboard');
    expect(redirectFor({ authRoute: true }, as(candidate))).toBe('/portal/vacancies');
    expect(redirectFor({ authRoute: true }, as(null))).toBeNull();
  });

  it('checks read on the route subject', () => {
    expect(redirectFor({ subject: 'Admin' }, as(admin))).toBeNull();
    expect(redirectFor({ subject: 'Admin' }, as(candidate))).toBe('/misc/not-authorized');
    expect(redirectFor({ subject: 'Portal' }, as(candidate))).toBeNull();
    expect(redirectFor({ subject: 'Portal' }, as(admin))).toBe('/misc/not-authorized');
    expect(redirectFor({ subject: 'ACL' }, as(admin))).toBeNull();
    expect(redirectFor({ subject: 'ACL' }, as(candidate))).toBe('/misc/not-authorized');
  });

  it('defaults to read on Auth when a user has no stored ability', () => {
    for (const user of [null, { ...candidate, ability: [] }]) {
      const ability = buildAbility(rulesOf(user));
      expect(ability.can('read', 'Auth')).toBe(true);
      expect(ability.can('read', 'Portal')).toBe(false);
    }
    expect(rulesOf(admin)).toBe(admin.ability);
  });

  it('the home of nobody is the login page', () => {
    expect(homeOf(null)).toBe('/login');
  });

  it('each role has its home: staff the careers dashboard, students the portal, employers theirs', () => {
    expect(homeOf(admin)).toBe('/careers/dashboard');
    expect(homeOf(candidate)).toBe('/portal/vacancies');
    expect(homeOf({ ...candidate, role: 'employer' })).toBe('/employer/dashboard');
  });
});

// A slice of the route table (app/routes.test.ts checks the real one).
const table: Record<string, AccessMeta> = {
  '/careers/dashboard': { subject: 'Admin' },
  '/careers/applications/a1': { subject: 'Admin' },
  '/portal/documents': { subject: 'Portal' },
  '/access-control': { subject: 'ACL' },
  '/misc/coming-soon': { publicRoute: true, subject: 'Auth' },
  '/login': { authRoute: true },
};
const metaAt: MetaAt = (path) => table[path] ?? null;

describe('landing after sign-in', () => {
  it('goes to the page asked for when the role may open it, query and hash kept', () => {
    expect(landingAfterSignIn('/portal/documents?x=1#top', candidate, metaAt)).toBe(
      '/portal/documents?x=1#top',
    );
    expect(landingAfterSignIn('/careers/applications/a1', admin, metaAt)).toBe(
      '/careers/applications/a1',
    );
    expect(landingAfterSignIn('/access-control', admin, metaAt)).toBe('/access-control');
    expect(landingAfterSignIn('/misc/coming-soon', candidate, metaAt)).toBe('/misc/coming-soon');
  });

  it("sends a page of another role to the home of the user's own role", () => {
    expect(landingAfterSignIn('/careers/dashboard', candidate, metaAt)).toBe('/portal/vacancies');
    expect(landingAfterSignIn('/access-control', candidate, metaAt)).toBe('/portal/vacancies');
    expect(landingAfterSignIn('/portal/documents', admin, metaAt)).toBe('/careers/dashboard');
  });

  it('goes home for no redirect, an unknown page or the sign-in page itself', () => {
    expect(landingAfterSignIn(null, admin, metaAt)).toBe('/careers/dashboard');
    expect(landingAfterSignIn('', candidate, metaAt)).toBe('/portal/vacancies');
    expect(landingAfterSignIn('/no/such/page', candidate, metaAt)).toBe('/portal/vacancies');
    expect(landingAfterSignIn('/login?redirect=%2Flogin', admin, metaAt)).toBe(
      '/careers/dashboard',
    );
  });

  it.each([
    '//evil.example',
    '//evil.example/portal/documents',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    'https://evil.example/portal/documents',
    'javascript:alert(1)',
    'portal/documents',
    ' /portal/documents',
  ])('never follows %j off the site', (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(landingAfterSignIn(value, candidate, metaAt)).toBe('/portal/vacancies');
  });

  it('follows a path normalised as the browser would', () => {
    expect(sameSitePath('/careers/../portal/documents')).toBe('/portal/documents');
    expect(landingAfterSignIn('/careers/../portal/documents', candidate, metaAt)).toBe(
      '/portal/documents',
    );
  });

  it('a signed-in visitor of /login goes where the redirect says, checked the same way', () => {
    const at = (user: UserData, requested: string) =>
      redirectFor({ authRoute: true }, { ...as(user), requested, metaAt });
    expect(at(admin, '/careers/applications/a1')).toBe('/careers/applications/a1');
    expect(at(candidate, '/careers/dashboard')).toBe('/portal/vacancies');
    expect(at(candidate, '//evil.example')).toBe('/portal/vacancies');
  });
});
