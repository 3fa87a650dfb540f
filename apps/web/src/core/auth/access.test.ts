import { describe, expect, it } from 'vitest';
import { buildAbility, DEFAULT_ABILITY, rulesOf } from './ability.ts';
import { homeOf, redirectFor, safeRedirect } from './access.ts';
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

  it('follows only same-app redirect targets', () => {
    expect(safeRedirect('/portal/documents', candidate)).toBe('/portal/documents');
    expect(safeRedirect('//evil.example', candidate)).toBe('/portal/vacancies');
    expect(safeRedirect('https://evil.example', admin)).toBe('/careers/dashboard');
    expect(homeOf(null)).toBe('/login');
  });
});
