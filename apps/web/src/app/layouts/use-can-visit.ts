import { useCallback } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useAppAbility } from '../../core/auth/ability-provider.tsx';
import { isGroup, type NavItem } from '../../core/layout/nav-types.ts';
import type { PageTitle } from '../../core/search/search-filter.ts';
import type { SearchPageItem } from '../../core/search/types.ts';
import { navigation } from '../navigation.ts';
import { notFoundRoute, routeAt } from '../routes.tsx';
import { useShowcaseSetting } from './use-showcase-frame.tsx';

/** Whether the current user may open a link of the app (search results, bookmarks). */
export function useCanVisit(): (link: string) => boolean {
  const ability = useAppAbility();
  const showcase = useShowcaseSetting() ?? false;
  return useCallback(
    (link: string) => {
      // As the router matches it (remembered): not a scan of the table for each link.
      const route = routeAt(link);
      if (route === notFoundRoute) return false;
      const { meta } = route;
      // The template's demos are not offered while the showcase is off.
      if (meta.showcase && !showcase) return false;
      return (
        Boolean(meta.publicRoute) || ability.can(meta.action ?? 'read', meta.subject ?? 'Auth')
      );
    },
    [ability, showcase],
  );
}

// Each menu link with the group it sits in: "Invoice · List" says more than "List".
function menuTitles(): Map<string, string[]> {
  const titles = new Map<string, string[]>();
  const walk = (items: NavItem[], group: string | null) => {
    for (const item of items) {
      if (isGroup(item)) walk(item.children, item.title);
      else titles.set(item.navLink, group ? [group, item.title] : [item.title]);
    }
  };
  navigation.forEach((section) => walk(section.items, null));
  return titles;
}

const MENU_TITLES = menuTitles();

/** A search page's title in the UI language when it is a menu route, its own title otherwise. */
export function usePageTitle(): PageTitle {
  const { t } = useTranslation();
  return useCallback(
    (item: SearchPageItem) => {
      const keys = MENU_TITLES.get(item.link);
      return keys ? keys.map((key) => t(key)).join(' · ') : item.title;
    },
    [t],
  );
}
