import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { Navbar } from '../../core/layout/navbar/navbar.tsx';
import { VerticalMenu } from '../../core/layout/vertical-menu.tsx';
import { setMenuCollapsed } from '../../core/theme/layout.slice.ts';
import { navigation } from '../navigation.ts';
import { ContentArea, frameClasses, useEffectiveLayout } from './frame-parts.tsx';
import { useCanVisit, usePageTitle } from './use-can-visit.ts';

export function VerticalLayout({ children }: { children: ReactNode }) {
  const l = useEffectiveLayout();
  const dispatch = useDispatch();
  const canVisit = useCanVisit();
  const pageTitle = usePageTitle();
  const { pathname } = useLocation();
  // The off-canvas menu belongs to the path it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  const classes = frameClasses(l, [
    'layout-vertical',
    l.menuHidden ? 'menu-hidden' : l.menuCollapsed ? 'menu-collapsed' : 'menu-expanded',
    mobileOpen ? 'menu-open' : '',
  ]);

  return (
    <div className={classes}>
      {!l.menuHidden && (
        <VerticalMenu
          navigation={navigation}
          collapsed={l.menuCollapsed}
          mobileOpen={mobileOpen}
          onToggleCollapsed={() => dispatch(setMenuCollapsed(!l.menuCollapsed))}
          onCloseMobile={() => setMobileOpen(false)}
          dark={l.skin === 'semi-dark'}
        />
      )}
      {mobileOpen && (
        <div className="sidenav-overlay" aria-hidden="true" onClick={() => setMobileOpen(false)} />
      )}
      <ContentArea
        navbar={
          <Navbar
            canVisit={canVisit}
            pageTitle={pageTitle}
            onOpenMenu={l.menuHidden ? undefined : () => setMobileOpen(true)}
          />
        }
      >
        {children}
      </ContentArea>
    </div>
  );
}
