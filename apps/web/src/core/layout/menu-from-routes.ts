import type { MenuSectionId, RouteDeclaration } from '../routing/route-declaration.ts';
import { iconByName, type IconName } from '../search/search-icons.ts';
import type { NavBadge, NavItem, NavLinkItem, NavSection } from './nav-types.ts';

export interface MenuSectionSpec {
  id: MenuSectionId;
  /** Translation key of the header. */
  header: string;
  icon: IconName;
}

export interface MenuGroupSpec {
  /** Translation key (default `menu.<id>`). */
  title?: string;
  icon?: IconName;
  badge?: NavBadge;
}

// A section or group while the menu is built: its links and subgroups in the route table's order.
interface Node {
  id: string;
  children: (Node | NavLinkItem)[];
}

function isNode(x: Node | NavLinkItem): x is Node {
  return 'children' in x;
}

// `['menu.apps', 'menu.invoice']` → ['apps', 'invoice'].
function placeOf(route: RouteDeclaration): string[] {
  const { menu, meta } = route;
  if (menu?.section) return [menu.section, ...(menu.groups ?? [])];
  const crumbs = meta.breadcrumb ?? [];
  if (crumbs.length === 0 || !crumbs.every((key) => key.startsWith('menu.'))) {
    throw new Error(`The menu cannot place ${route.path}: give it a section or a menu breadcrumb`);
  }
  return crumbs.map((key) => key.slice('menu.'.length));
}

/**
 * The menu, built from the route declarations that carry a `menu` entry: sections in the given
 * order, links and groups in the route table's order (a group where its first link is). A link
 * sits where its breadcrumb says, unless its entry names a section. Groups and sections have no
 * path, so their titles and icons come from here, not from the routes.
 */
export function menuFromRoutes(
  routes: readonly RouteDeclaration[],
  sections: readonly MenuSectionSpec[],
  groups: Readonly<Record<string, MenuGroupSpec>>,
): NavSection[] {
  const roots = new Map<string, Node>(sections.map((s) => [s.id, { id: s.id, children: [] }]));
  for (const route of routes) {
    const { menu } = route;
    if (!menu) continue;
    const [section = '', ...groupIds] = placeOf(route);
    const root = roots.get(section);
    if (!root) throw new Error(`Menu section ${section} of ${route.path} is not declared`);
    let node: Node = root;
    for (const id of groupIds) {
      let child: Node | undefined = node.children.find((c): c is Node => isNode(c) && c.id === id);
      if (!child) {
        child = { id, children: [] };
        node.children.push(child);
      }
      node = child;
    }
    const link: NavLinkItem = {
      id: route.path,
      title: menu.title ?? route.meta.title,
      navLink: route.path,
      subject: menu.subject ?? route.meta.subject,
    };
    if (menu.icon) link.icon = iconByName(menu.icon);
    if (menu.matchPrefix) link.matchPrefix = true;
    if (menu.badge) link.badge = menu.badge;
    if (menu.loadBadge) link.loadBadge = menu.loadBadge;
    node.children.push(link);
  }

  const items = (node: Node): NavItem[] =>
    node.children.map((child) => {
      if (!isNode(child)) return child;
      const spec = groups[child.id] ?? {};
      return {
        id: child.id,
        title: spec.title ?? `menu.${child.id}`,
        ...(spec.icon && { icon: iconByName(spec.icon) }),
        ...(spec.badge && { badge: spec.badge }),
        children: items(child),
      };
    });

  return sections.flatMap((s) => {
    const root = roots.get(s.id);
    return root && root.children.length > 0
      ? [{ id: s.id, header: s.header, icon: iconByName(s.icon), items: items(root) }]
      : [];
  });
}

/**
 * Puts the given sections, in order, inside one section as groups (their header becomes the
 * group's title): the template's demo sections all sit under "Template showcase".
 */
export function foldSections(
  sections: readonly NavSection[],
  folded: readonly string[],
  into: MenuSectionSpec,
): NavSection[] {
  const inner = sections.filter((s) => folded.includes(s.id));
  const groups: NavItem[] = inner.map((s) => ({
    id: s.id,
    title: s.header,
    icon: s.icon,
    children: s.items,
  }));
  const at = sections.findIndex((s) => folded.includes(s.id));
  const rest = sections.filter((s) => !folded.includes(s.id));
  if (at < 0) return rest;
  const section: NavSection = {
    id: into.id,
    header: into.header,
    icon: iconByName(into.icon),
    items: groups,
  };
  return [...rest.slice(0, at), section, ...rest.slice(at)];
}

/** The menu without the sections named (the showcase while it is off). */
export function withoutSections(sections: readonly NavSection[], ids: readonly string[]) {
  return sections.filter((s) => !ids.includes(s.id));
}
