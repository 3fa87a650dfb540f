import { abilityRulesFor } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../core/auth/ability.ts';
import { landingAfterSignIn, rulesAllow } from '../core/auth/access.ts';
import type { UserData } from '../core/auth/types.ts';
import { flattenNav } from '../core/layout/nav-types.ts';
import { searchPagesOf } from '../core/search/search-pages.ts';
import { navigation } from './navigation.ts';
import { matchAt, matchAtByRouter, metaAt, notFoundRoute, routes } from './routes.tsx';

const ROLES = ['admin', 'candidate'] as const;

function userOf(role: (typeof ROLES)[number]): UserData {
  const id = '0b7c1c55-1f6e-4c53-9e0a-2f3c4d5e6f70';
  return { id, fullName: 'Sam', email: 's@x.ac.uk', role, ability: abilityRulesFor({ id, role }) };
}

describe('route table', () => {
  it('gives every route a screen of its own: no stand-in or placeholder screen is left', () => {
    const missing = routes.filter((r) => !r.redirect && !r.component).map((r) => r.path);
    expect(missing).toEqual([]);
    const screens = routes.flatMap((r) => (r.component ? [r.component.displayName ?? ''] : []));
    expect(screens.filter((name) => !/^[A-Z]\w*Page$/.test(name))).toEqual([]);
    expect(screens.filter((name) => /pending|placeholder|stand-?in/i.test(name))).toEqual([]);
    // The one "coming soon" screen is the template's real misc page, on its own route.
    const comingSoon = routes.filter((r) => r.component?.displayName === 'ComingSoonPage');
    expect(comingSoon.map((r) => r.path)).toEqual(['/misc/coming-soon']);
  });

  it('declares each path once', () => {
    const paths = routes.map((r) => r.path);
    const twice = paths.filter((path, i) => paths.indexOf(path) !== i);
    expect(twice).toEqual([]);
    expect(paths).not.toContain(notFoundRoute.path);
  });

  it('sends every redirect to a declared screen', () => {
    for (const route of routes.filter((r) => r.redirect)) {
      const target = matchAt(route.redirect ?? '').route;
      expect(target.component, `${route.path} → ${route.redirect}`).toBeDefined();
      expect(target).not.toBe(notFoundRoute);
    }
  });

  it('links every menu entry and search page to its own declared route', () => {
    const menuLinks = flattenNav(navigation).map((item) => item.navLink);
    expect(menuLinks.length).toBeGreaterThan(100);
    const searchLinks = searchPagesOf(routes).map((page) => page.link);
    expect(searchLinks.length).toBeGreaterThan(100);
    for (const link of [...menuLinks, ...searchLinks]) {
      expect(
        routes.some((r) => r.path === link),
        link,
      ).toBe(true);
    }
    expect(new Set(menuLinks).size).toBe(menuLinks.length);
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

describe('matching a path', () => {
  // Every declared path, written as a visitor might: parameters filled in, in capitals, with a
  // trailing slash; and paths no route declares.
  const samples = routes.flatMap(({ path }) => {
    const filled = path.replace(/:[^/]+/g, 'x1').replace(/\*$/, 'a/b');
    return [filled, filled.toUpperCase(), `${filled}/`];
  });
  samples.push('/', '/careers/nothing-here', '/apps/email/label/work', '//', '/careers//vacancies');

  it('finds what react-router finds over the whole table, for every declared path', () => {
    for (const path of samples) {
      const fast = matchAt(path);
      const router = matchAtByRouter(path);
      expect({ path, route: fast.route.path, params: fast.params }).toEqual({
        path,
        route: router.route.path,
        params: router.params,
      });
    }
  });
});
