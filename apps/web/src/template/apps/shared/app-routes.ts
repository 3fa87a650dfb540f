import type { LazyScreen } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';
import type { IconName } from '../../../core/search/search-icons.ts';
import { demoScreens } from '../../shared/demo-routes.ts';

const apps = demoScreens({ breadcrumb: ['menu.apps'] });

/** The screens of Apps › Roles & Permissions. */
export const rolesPermissions = demoScreens({ breadcrumb: ['menu.apps', 'menu.rolesPermissions'] });

export interface AppScreen {
  /** A full-width app's page class (email, chat, todo). */
  className?: string;
  /** Deeper paths that show the same screen (`:folder`); the menu link stays active on them. */
  subPaths?: string[];
}

/**
 * An app of its own under Apps (calendar, chat, email, todo): the menu link with the app's icon,
 * a bookmarked search entry, and the same screen at the deeper paths.
 */
export function appRoutes(
  path: string,
  component: LazyScreen,
  title: string,
  [search, icon]: [search: string, icon: IconName],
  { className, subPaths = [] }: AppScreen = {},
): RouteDeclaration[] {
  const meta = className ? { className, contentWidth: 'full' as const } : undefined;
  const menu = subPaths.length > 0 ? { icon, matchPrefix: true } : icon;
  const app = apps.screen(path, component, title, [search, icon, menu], meta);
  app.search = { title: search, icon, bookmarked: true };
  return [
    app,
    ...subPaths.map((sub) => apps.screen(`${path}/${sub}`, component, title, undefined, meta)),
  ];
}
