import { abilityRulesFor } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../core/auth/ability.ts';
import { landingAfterSignIn, rulesAllow } from '../core/auth/access.ts';
import type { UserData } from '../core/auth/types.ts';
import { metaAt, notFoundRoute, pendingScreen, routes } from './routes.tsx';

const ROLES = ['admin', 'candidate'] as const;

function userOf(role: (typeof ROLES)[number]): UserData {
  const id = '0b7c1c55-1f6e-4c53-9e0a-2f3c4d5e6f70';
  return { id, fullName: 'Sam', email: 's@x.ac.uk', role, ability: abilityRulesFor({ id, role }) };
}

describe('route table', () => {
  it('gives every route a screen of its own: none is left on the stand-in', () => {
    const pending = routes.filter((r) => !r.redirect && r.component === pendingScreen);
    expect(pending.map((r) => r.path)).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
    expect(paths).not.toContain(notFoundRoute.path);
  });
});

describe('landing after sign-in, on the real route table', () => {
  it('checks a page as CASL would, for every route and both roles, without loading CASL', () => {
    for (const role of ROLES) {
      const { ability: rules } = userOf(role);
      const ability = buildAbility(rules);
      for (const { path, meta } of routes) {
        const [action, subject] = [meta.action ?? 'read', meta.subject ?? 'Auth'];
        expect(rulesAllow(rules, action, subject), `${role} ${path}`).toBe(
          ability.can(action, subject),
        );
      }
    }
  });

  it("follows each role's deep links and sends a page of the other role home", () => {
    const [admin, candidate] = ROLES.map(userOf) as [UserData, UserData];
    const land = (path: string, user: UserData) => landingAfterSignIn(path, user, metaAt);
    expect(land('/careers/applications/42?tab=history', admin)).toBe(
      '/careers/applications/42?tab=history',
    );
    expect(land('/portal/applications/42', candidate)).toBe('/portal/applications/42');
    expect(land('/careers/vacancies/new', candidate)).toBe('/portal/vacancies');
    expect(land('/apps/email', candidate)).toBe('/portal/vacancies');
    expect(land('/portal/profile', admin)).toBe('/careers/dashboard');
    expect(land('/no/such/page', admin)).toBe('/careers/dashboard');
    expect(land('/register', candidate)).toBe('/portal/vacancies');
  });
});
