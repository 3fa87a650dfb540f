import { useMemo, useState } from 'react';
import { Circle, Disc, MoreHorizontal, X } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useAppAbility } from '../auth/ability-provider.tsx';
import { useFirstScreenPainted } from '../ui/after-first-paint.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { MenuItems } from './menu-items.tsx';
import { visibleNav, type NavSection } from './nav-types.ts';

interface VerticalMenuProps {
  navigation: NavSection[];
  collapsed: boolean;
  /** Below lg the menu is an off-canvas overlay. */
  mobileOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
  /** Semi-dark skin: the menu alone is dark. */
  dark: boolean;
}

export function VerticalMenu(props: VerticalMenuProps) {
  const { navigation, collapsed, mobileOpen, onToggleCollapsed, onCloseMobile, dark } = props;
  const { t } = useTranslation();
  const ability = useAppAbility();
  const sections = useMemo(() => visibleNav(navigation, ability), [navigation, ability]);
  const [hovered, setHovered] = useState(false);
  const CollapseIcon = collapsed ? Circle : Disc;
  // The links follow the screen's first paint (the column and its brand show at once).
  const painted = useFirstScreenPainted();

  return (
    <div
      className={`main-menu${hovered ? ' expanded' : ''}${mobileOpen ? ' open' : ''}`}
      data-bs-theme={dark ? 'dark' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="navbar-header">
        <Link to="/" className="navbar-brand">
          <BrandLogo />
          <span className="brand-text">{t('frame.appName')}</span>
        </Link>
        <button
          type="button"
          className="btn btn-icon menu-collapse-toggle d-none d-lg-inline-flex"
          onClick={onToggleCollapsed}
          aria-pressed={collapsed}
          aria-label={collapsed ? t('frame.menu.expand') : t('frame.menu.collapse')}
          title={collapsed ? t('frame.menu.expand') : t('frame.menu.collapse')}
        >
          <CollapseIcon size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-icon menu-close d-lg-none"
          onClick={onCloseMobile}
          aria-label={t('frame.menu.close')}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="menu-shadow" aria-hidden="true" />
      <nav className="main-menu-content" aria-label={t('frame.menu.label')}>
        <ul className="navigation">
          {painted &&
            sections.map((section) => (
              <li key={section.id} className="navigation-section">
                <div className="navigation-header">
                  <span className="navigation-header-text">{t(section.header)}</span>
                  <MoreHorizontal size={18} className="navigation-header-dots" aria-hidden="true" />
                </div>
                <ul className="navigation-list">
                  <MenuItems items={section.items} onNavigate={onCloseMobile} />
                </ul>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
