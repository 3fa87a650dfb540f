import { Suspense, use, useId, useState } from 'react';
import { Circle, ChevronRight } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { NavLink, useLocation } from 'react-router';
import { usePreloadRoute } from '../routing/preload.ts';
import { settled } from '../routing/settled.ts';
import {
  groupHasActive,
  isGroup,
  isLinkActive,
  type BadgeLoader,
  type NavBadge,
  type NavGroupItem,
  type NavItem,
  type NavLinkItem,
} from './nav-types.ts';

function Badge({ badge }: { badge: NavBadge }) {
  const { t } = useTranslation();
  const text = /^\d+$/.test(badge.text) ? badge.text : t(badge.text);
  return <span className={`menu-badge badge rounded-pill text-bg-${badge.color}`}>{text}</span>;
}

/** Each live badge's hook, loaded once per loader (a stable promise for `use`). */
const badgeHooks = new WeakMap<BadgeLoader, Promise<() => NavBadge | undefined>>();

function badgeHook(load: BadgeLoader): Promise<() => NavBadge | undefined> {
  let hook = badgeHooks.get(load);
  if (!hook) {
    hook = settled(load());
    badgeHooks.set(load, hook);
  }
  return hook;
}

function ReadBadge({ useBadge }: { useBadge: () => NavBadge | undefined }) {
  const badge = useBadge();
  return badge ? <Badge badge={badge} /> : null;
}

function LoadedBadge({ load }: { load: BadgeLoader }) {
  return <ReadBadge useBadge={use(badgeHook(load))} />;
}

/** A badge whose text is read live: its hook loads with the menu, not with the route table. */
function LiveBadge({ load }: { load: BadgeLoader }) {
  return (
    <Suspense fallback={null}>
      <LoadedBadge load={load} />
    </Suspense>
  );
}

interface ItemProps {
  onNavigate?: () => void;
}

function MenuLink({ item, onNavigate }: { item: NavLinkItem } & ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = item.icon ?? Circle;
  const preload = usePreloadRoute();
  const active = isLinkActive(item, pathname);
  // Pointing at a link starts its screen's data, before the click.
  const start = () => preload(item.navLink);
  return (
    <li className={`nav-item${active ? ' active' : ''}`}>
      <NavLink
        to={item.navLink}
        className="menu-link"
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        onMouseEnter={start}
        onFocus={start}
      >
        <Icon size={item.icon ? 20 : 10} className="menu-icon" aria-hidden="true" />
        <span className="menu-title text-truncate" dir="auto">
          {t(item.title)}
        </span>
        {item.badge && <Badge badge={item.badge} />}
        {item.loadBadge && <LiveBadge load={item.loadBadge} />}
      </NavLink>
    </li>
  );
}

function MenuGroup({ item, onNavigate }: { item: NavGroupItem } & ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasActive = groupHasActive(item, pathname);
  const [open, setOpen] = useState(hasActive);
  const listId = useId();
  const Icon = item.icon ?? Circle;
  return (
    <li
      className={`nav-item has-sub${open ? ' open' : ''}${hasActive ? ' sidebar-group-active' : ''}`}
    >
      <button
        type="button"
        className="menu-link menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon size={item.icon ? 20 : 10} className="menu-icon" aria-hidden="true" />
        <span className="menu-title text-truncate" dir="auto">
          {t(item.title)}
        </span>
        {item.badge && <Badge badge={item.badge} />}
        <ChevronRight size={16} className="menu-arrow" aria-hidden="true" />
      </button>
      {open && (
        <ul className="menu-content" id={listId}>
          <MenuItems items={item.children} onNavigate={onNavigate} />
        </ul>
      )}
    </li>
  );
}

export function MenuItems({ items, onNavigate }: { items: NavItem[] } & ItemProps) {
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <MenuGroup key={item.id} item={item} onNavigate={onNavigate} />
        ) : (
          <MenuLink key={item.id} item={item} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}
