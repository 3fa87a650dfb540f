import type { Icon } from 'react-feather';
import type { AppAbility } from '../auth/ability.ts';
import type { ThemeColor } from '../theme/theme-config.ts';

export interface NavBadge {
  /** Shown as is (numbers) or translated when it is a key. */
  text: string;
  color: ThemeColor;
}

/**
 * Loads the hook of a live badge. The route table loads with the sign-in page, so a badge that
 * reads the API (and brings the data layer) is loaded by the menu, which only signed-in screens show.
 */
export type BadgeLoader = () => Promise<() => NavBadge | undefined>;

export interface NavLinkItem {
  id: string;
  /** Translation key. */
  title: string;
  icon?: Icon;
  navLink: string;
  /** Active also for deeper paths (e.g. /apps/email/label/work under /apps/email). */
  matchPrefix?: boolean;
  badge?: NavBadge;
  /** A badge read live (a count that changes): loads the hook the menu link calls. */
  loadBadge?: BadgeLoader;
  action?: string;
  subject?: string;
}

export interface NavGroupItem {
  id: string;
  title: string;
  icon?: Icon;
  badge?: NavBadge;
  children: NavItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export interface NavSection {
  id: string;
  /** Translation key of the section header (vertical) or top-level dropdown (horizontal). */
  header: string;
  icon: Icon;
  items: NavItem[];
}

export function isGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** The menu the ability allows: links it cannot read go, then groups and sections left empty. */
export function visibleNav(sections: NavSection[], ability: AppAbility): NavSection[] {
  const filter = (items: NavItem[]): NavItem[] =>
    items.flatMap((item): NavItem[] => {
      if (isGroup(item)) {
        const children = filter(item.children);
        return children.length > 0 ? [{ ...item, children }] : [];
      }
      return ability.can(item.action ?? 'read', item.subject ?? 'Auth') ? [item] : [];
    });
  return sections
    .map((section) => ({ ...section, items: filter(section.items) }))
    .filter((section) => section.items.length > 0);
}

export function isLinkActive(item: NavLinkItem, pathname: string): boolean {
  const base = item.navLink.split('?')[0] ?? item.navLink;
  if (pathname === base) return true;
  return Boolean(item.matchPrefix) && pathname.startsWith(`${base}/`);
}

export function groupHasActive(group: NavGroupItem, pathname: string): boolean {
  return group.children.some((child) =>
    isGroup(child) ? groupHasActive(child, pathname) : isLinkActive(child, pathname),
  );
}

/** Every link of the menu, flattened (search fallback, tests). */
export function flattenNav(sections: NavSection[]): NavLinkItem[] {
  const walk = (items: NavItem[]): NavLinkItem[] =>
    items.flatMap((i) => (isGroup(i) ? walk(i.children) : [i]));
  return sections.flatMap((s) => walk(s.items));
}
