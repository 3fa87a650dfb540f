import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';
import type { BadgeLoader, NavBadge } from '../layout/nav-types.ts';
import type { RouteMeta } from '../layout/route-meta.ts';
import type { IconName } from '../search/search-icons.ts';
import type { RootState } from '../store/root-reducer.ts';
import type { LazyScreen } from './lazy-page.ts';

/** The store's dispatch as a route's preload receives it (thunks and RTK Query prefetches). */
export type RouteDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * Starts the data a screen needs as soon as navigation to it starts (menu hover or focus, then the
 * navigation itself), so the data and the screen's chunk load side by side. Called again for every
 * navigation: it must be cheap and idempotent (RTK Query's prefetch is). A preload whose code loads
 * first (preloadFrom) returns a promise that settles once the requests are started.
 */
export type RoutePreload = (target: RouteTarget, dispatch: RouteDispatch) => Promise<void> | void;

/** Where navigation is going: the route's path parameters and the query string. */
export interface RouteTarget {
  params: Readonly<Params>;
  search: URLSearchParams;
}

/** The menu's top-level sections, in the order app/navigation.ts shows them. */
export type MenuSectionId =
  | 'careers'
  | 'portal'
  | 'employer'
  | 'dashboards'
  | 'apps'
  | 'pages'
  | 'userInterface'
  | 'formsTables'
  | 'chartsMaps'
  | 'others'
  /** The template's demo sections are folded into this one (app/navigation.ts). */
  | 'showcase';

/**
 * A route's link in the menu. It sits where its breadcrumb says (`['menu.apps', 'menu.invoice']`:
 * section `apps`, group `invoice`) unless `section`/`groups` say otherwise, in the route table's
 * order.
 */
export interface MenuEntry {
  section?: MenuSectionId;
  /** Ids of the (nested) groups the link sits in; app/navigation.ts gives each its title and icon. */
  groups?: readonly string[];
  /** Translation key of the link (default: the route's title). */
  title?: string;
  icon?: IconName;
  /** Active also for deeper paths (e.g. /apps/email/label/work under /apps/email). */
  matchPrefix?: boolean;
  badge?: NavBadge;
  /**
   * A badge read live, e.g. a count from the API: loads the hook the menu link calls
   * (`() => import('./x-badge.ts').then((m) => m.useXBadge)`), so the route table stays light.
   */
  loadBadge?: BadgeLoader;
  /** CASL subject that shows the link (default: the route's subject). */
  subject?: string;
}

/** The route as a page of the navbar search (sample data: English title, icon name). */
export interface SearchEntry {
  title: string;
  icon: IconName;
  /** A default bookmark of the sample data. */
  bookmarked?: boolean;
}

/**
 * One screen, declared once by the area that owns it: the route table, the menu, the page title and
 * breadcrumb, and the navbar search's Pages group all read this (the path is written only here).
 */
export interface RouteDeclaration {
  path: string;
  /** The screen, loaded lazily (its own chunk). */
  component?: LazyScreen;
  /** A route that only sends to a sample record. */
  redirect?: string;
  meta: RouteMeta;
  menu?: MenuEntry;
  search?: SearchEntry;
  preload?: RoutePreload;
  /** The screen shows the sample API's data: the preloader starts that API beside the chunk. */
  sampleData?: boolean;
}

/** `nav-component` → `navComponent`: the translation key form of a slug. */
export function keyOf(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `forgot-password` → `Forgot password`, `nav-component` → `Nav`: a slug as an English title. */
export function titleOf(slug: string): string {
  const text = slug
    .replace(/-component$/, '')
    .split('-')
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
