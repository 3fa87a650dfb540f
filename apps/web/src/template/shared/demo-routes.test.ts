import { describe, expect, it } from 'vitest';
import type { LazyScreen } from '../../core/routing/lazy-page.ts';
import { cardScreen, demoScreens } from './demo-routes.ts';

const page = { displayName: 'XPage' } as LazyScreen;
const { screen, record } = demoScreens({ breadcrumb: ['menu.apps'] });

describe('demoScreens', () => {
  it('declares a screen of the group for the Admin subject, with its menu link and search entry', () => {
    expect(screen('/apps/x', page, 'menu.x', ['X', 'Box', 'Grid'], { layout: 'blank' })).toEqual({
      path: '/apps/x',
      component: page,
      meta: { title: 'menu.x', breadcrumb: ['menu.apps'], subject: 'Admin', layout: 'blank' },
      menu: { icon: 'Grid' },
      search: { title: 'X', icon: 'Box' },
    });
  });

  it('gives a plain menu link by default, none with false, and nothing without links', () => {
    expect(screen('/a', page, 't', ['A', 'Box']).menu).toEqual({});
    expect(screen('/a', page, 't', ['A', 'Box', false]).menu).toBeUndefined();
    const bare = screen('/a', page, 't');
    expect(bare.menu).toBeUndefined();
    expect(bare.search).toBeUndefined();
  });

  it("keeps the group's subject", () => {
    const acl = demoScreens({ subject: 'ACL' }).screen('/acl', page, 't');
    expect(acl.meta.subject).toBe('ACL');
  });

  it("declares a record's screen and the bare path that opens the sample record", () => {
    const [view, bare] = record('/apps/x/view/:item', 7, page, 'menu.x', ['X', 'User'], {
      className: 'x-app',
    });
    expect(view).toEqual({
      path: '/apps/x/view/:item',
      component: page,
      meta: { title: 'menu.x', breadcrumb: ['menu.apps'], subject: 'Admin', className: 'x-app' },
    });
    expect(bare).toMatchObject({
      path: '/apps/x/view',
      redirect: '/apps/x/view/7',
      meta: { title: 'menu.x', breadcrumb: ['menu.apps'], subject: 'Admin' },
      menu: { matchPrefix: true },
      search: { title: 'X', icon: 'User' },
    });
    expect(bare?.meta.className).toBeUndefined();
  });
});

describe('cardScreen', () => {
  it('declares a card page of the UI kit', () => {
    expect(cardScreen('advance', page)).toMatchObject({
      path: '/cards/advance',
      meta: { title: 'menu.cardsAdvance', breadcrumb: ['menu.userInterface', 'menu.cards'] },
      menu: {},
      search: { title: 'Advance Cards', icon: 'CreditCard' },
    });
  });
});
