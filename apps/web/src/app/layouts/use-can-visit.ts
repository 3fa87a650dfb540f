import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { useAppAbility } from '../../core/auth/ability-provider.tsx';
import { flattenNav } from '../../core/layout/nav-types.ts';
import type { PageTitle } from '../../core/search/search-filter.ts';
import type { SearchPageItem } from '../../core/search/types.ts';
import { navigation } from '../navigation.ts';
import { routes } from '../routes.tsx';

/** Whether the current user may open a link of the app (search results, bookmarks). */
export function useCanVisit(): (link: string) => boolean {
  const ability = useAppAbility();
  return useCallback(
    (link: string) => {
      const path = link.split('?')[0] ?? link;
      const route = routes.find((r) => matchPath(r.path, path));
      if (!route) return false;
      const { meta } = route;
      return (
        Boolean(meta.publicRoute) || ability.can(meta.action ?? 'read', meta.subject ?? 'Auth')
      );
    },
    [ability],
  );
}

// Generic leaf titles ("Basic", "Cover") say too little on their own: those keep the search title.
const GENERIC = new Set(['menu.basic', 'menu.cover', 'menu.advanced']);
const MENU_TITLES = new Map(
  flattenNav(navigation)
    .filter((item) => !GENERIC.has(item.title))
    .map((item) => [item.navLink, item.title]),
);

/** A search page's title in the UI language when it is a menu route, its own title otherwise. */
export function usePageTitle(): PageTitle {
  const { t } = useTranslation();
  return useCallback(
    (item: SearchPageItem) => {
      const key = MENU_TITLES.get(item.link);
      return key ? t(key) : item.title;
    },
    [t],
  );
}
