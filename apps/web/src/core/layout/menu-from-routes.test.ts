import { Lock, Mail } from 'react-feather';
import { describe, expect, it } from 'vitest';
import type { MenuEntry, RouteDeclaration } from '../routing/route-declaration.ts';
import { menuFromRoutes } from './menu-from-routes.ts';
import { flattenNav, isGroup } from './nav-types.ts';

const route = (path: string, breadcrumb: string[], menu?: MenuEntry, subject = 'Admin') =>
  ({
    path,
    meta: { title: `menu.${path.slice(1)}`, breadcrumb, subject },
    menu,
  }) satisfies RouteDeclaration;

const apps = ['menu.apps'];
const table: RouteDeclaration[] = [
  route('/a', apps, { icon: 'Mail', matchPrefix: true }),
  route('/b', [...apps, 'menu.things'], { title: 'menu.bee' }),
  route('/p', ['menu.pages'], {}),
  route('/hidden', apps),
  route('/c', [...apps, 'menu.things'], {}),
  route('/d', apps, { subject: 'Admin' }, 'Auth'),
  route('/e', [], { section: 'apps', groups: ['others'] }),
];
const sections = [
  { id: 'pages', header: 'menu.pages', icon: 'Lock' },
  { id: 'apps', header: 'menu.apps', icon: 'Mail' },
  { id: 'others', header: 'menu.others', icon: 'Mail' },
] as const;

describe('the menu built from route declarations', () => {
  const nav = menuFromRoutes(table, sections, {
    things: { icon: 'Lock', badge: { text: '2', color: 'warning' } },
  });

  it('keeps the sections in the given order and leaves out empty ones', () => {
    expect(nav.map((s) => [s.id, s.header, s.icon])).toEqual([
      ['pages', 'menu.pages', Lock],
      ['apps', 'menu.apps', Mail],
    ]);
  });

  it("places links by their breadcrumb or their entry's section, in the table's order", () => {
    const items = nav[1]!.items;
    expect(items.map((i) => i.title)).toEqual(['menu.a', 'menu.things', 'menu.d', 'menu.others']);
    const group = items[1]!;
    expect(isGroup(group) && group.children.map((c) => c.title)).toEqual(['menu.bee', 'menu.c']);
    expect(isGroup(group) && [group.icon, group.badge]).toEqual([
      Lock,
      { text: '2', color: 'warning' },
    ]);
  });

  it('takes link, title, icon and subject from the declaration', () => {
    const links = flattenNav(nav);
    expect(links.map((l) => l.navLink)).toEqual(['/p', '/a', '/b', '/c', '/d', '/e']);
    expect(links[1]).toEqual({
      id: '/a',
      title: 'menu.a',
      navLink: '/a',
      subject: 'Admin',
      icon: Mail,
      matchPrefix: true,
    });
    expect(links[4]?.subject).toBe('Admin');
  });

  it('carries a live badge (the loader of its hook) to the link', () => {
    const loadCount = () => Promise.resolve(() => ({ text: '3', color: 'warning' as const }));
    const [section] = menuFromRoutes(
      [route('/q', ['menu.pages'], { loadBadge: loadCount })],
      sections,
      {},
    );
    expect(flattenNav(section ? [section] : [])[0]?.loadBadge).toBe(loadCount);
  });

  it('refuses a link it cannot place', () => {
    expect(() => menuFromRoutes(table, [], {})).toThrow(/section apps of \/a/);
    const lost = route('/lost', [], {});
    expect(() => menuFromRoutes([lost], sections, {})).toThrow(/cannot place \/lost/);
  });
});
