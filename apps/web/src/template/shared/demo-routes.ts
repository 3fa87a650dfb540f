import type { RouteMeta } from '../../core/layout/route-meta.ts';
import type { LazyScreen } from '../../core/routing/lazy-page.ts';
import { recordRoutes } from '../../core/routing/record-routes.ts';
import {
  keyOf,
  titleOf,
  type MenuEntry,
  type RouteDeclaration,
} from '../../core/routing/route-declaration.ts';
import type { IconName } from '../../core/search/search-icons.ts';

/**
 * A demo screen's links: the navbar search entry's English title and icon, and the menu link (a
 * plain link unless given; an icon name: a link with that icon; `false`: only in the search).
 */
export type DemoLinks = [search: string, icon: IconName, menu?: MenuEntry | IconName | false];

/**
 * The demo screens of one group: its breadcrumb and options, for the Admin subject unless the
 * group names another.
 *
 * - `screen(path, component, titleKey, links?, meta?)`: one route; without links it is in neither
 *   the menu nor the search (a second path of a screen).
 * - `record(path, sample, component, titleKey, [search, icon], meta?)`: a record's screen at
 *   `path` (`…/view/:id`) and its bare path in the menu and the search, which opens the sample
 *   record; `meta` adds to the record screen's meta only.
 */
export function demoScreens(group: Omit<RouteMeta, 'title'>) {
  const metaOf = (title: string, meta?: Partial<RouteMeta>): RouteMeta => ({
    title,
    subject: 'Admin',
    ...group,
    ...meta,
  });
  const screen = (
    path: string,
    component: LazyScreen,
    title: string,
    links?: DemoLinks,
    meta?: Partial<RouteMeta>,
  ): RouteDeclaration => {
    const route: RouteDeclaration = { path, component, meta: metaOf(title, meta) };
    if (!links) return route;
    const [search, icon, menu = {}] = links;
    if (menu !== false) route.menu = typeof menu === 'string' ? { icon: menu } : menu;
    route.search = { title: search, icon };
    return route;
  };
  const record = (
    path: string,
    sample: number | string,
    component: LazyScreen,
    title: string,
    [search, icon]: DemoLinks,
    meta?: Partial<RouteMeta>,
  ): RouteDeclaration[] => {
    const cut = path.lastIndexOf('/:');
    return recordRoutes({
      path: path.slice(0, cut),
      param: path.slice(cut + 2),
      sample,
      component,
      meta: metaOf(title, meta),
      redirectMeta: metaOf(title),
      search: { title: search, icon },
    });
  };
  return { screen, record };
}

const cards = demoScreens({ breadcrumb: ['menu.userInterface', 'menu.cards'] });

/** A card page of the UI kit (`/cards/<name>`, menu: User Interface › Cards). */
export const cardScreen = (name: string, component: LazyScreen): RouteDeclaration =>
  cards.screen(`/cards/${name}`, component, `menu.cards${keyOf(`-${name}`)}`, [
    `${titleOf(name)} Cards`,
    'CreditCard',
  ]);
