import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronDown, ChevronRight, Circle } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { NavLink, useLocation } from 'react-router';
import { useAppAbility } from '../auth/ability-provider.tsx';
import { usePreloadRoute } from '../routing/preload.ts';
import {
  groupHasActive,
  isGroup,
  isLinkActive,
  visibleNav,
  type NavItem,
  type NavSection,
} from './nav-types.ts';

function DropdownItems({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const preload = usePreloadRoute();
  return (
    <>
      {items.map((item) => {
        const Icon = item.icon ?? Circle;
        if (isGroup(item)) {
          const active = groupHasActive(item, pathname);
          return (
            <li key={item.id} className={`hm-item hm-sub${active ? ' active' : ''}`}>
              <button type="button" className="hm-link" aria-haspopup="true">
                <Icon size={item.icon ? 16 : 8} aria-hidden="true" />
                <span className="text-truncate" dir="auto">
                  {t(item.title)}
                </span>
                <ChevronRight size={14} className="menu-arrow" aria-hidden="true" />
              </button>
              <ul className="hm-panel hm-panel-nested">
                <DropdownItems items={item.children} onNavigate={onNavigate} />
              </ul>
            </li>
          );
        }
        const active = isLinkActive(item, pathname);
        return (
          <li key={item.id} className={`hm-item${active ? ' active' : ''}`}>
            <NavLink
              to={item.navLink}
              className="hm-link"
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              onMouseEnter={() => preload(item.navLink)}
              onFocus={() => preload(item.navLink)}
            >
              <Icon size={item.icon ? 16 : 8} aria-hidden="true" />
              <span className="text-truncate" dir="auto">
                {t(item.title)}
              </span>
            </NavLink>
          </li>
        );
      })}
    </>
  );
}

/** The top menu of the horizontal layout: one dropdown per section of the vertical menu. */
export function HorizontalMenu({ navigation }: { navigation: NavSection[] }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const sections = useMemo(() => visibleNav(navigation, ability), [navigation, ability]);
  const [open, setOpen] = useState<string | null>(null);
  // The section the pointer rests on: hovering opened it, so a click there keeps it open (a
  // toggle would shut the panel the pointer just opened). Keyboard users toggle with the button.
  const hovered = useRef<string | null>(null);
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)
      )
        setOpen(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <nav className="horizontal-menu" aria-label={t('frame.menu.label')}>
      <ul className="hm-bar" ref={ref}>
        {sections.map((section) => {
          const Icon = section.icon;
          const active = section.items.some((i) =>
            isGroup(i) ? groupHasActive(i, pathname) : isLinkActive(i, pathname),
          );
          const isOpen = open === section.id;
          return (
            <li
              key={section.id}
              className={`hm-top${active ? ' active' : ''}${isOpen ? ' open' : ''}`}
              onMouseEnter={() => {
                hovered.current = section.id;
                setOpen(section.id);
              }}
              onMouseLeave={() => {
                hovered.current = null;
                setOpen(null);
              }}
            >
              <button
                type="button"
                className="hm-top-link"
                aria-expanded={isOpen}
                onClick={() =>
                  setOpen(isOpen && hovered.current !== section.id ? null : section.id)
                }
              >
                <Icon size={18} aria-hidden="true" />
                <span dir="auto">{t(section.header)}</span>
                <ChevronDown size={14} aria-hidden="true" />
              </button>
              {isOpen && (
                <ul className="hm-panel">
                  <DropdownItems items={section.items} onNavigate={() => setOpen(null)} />
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
