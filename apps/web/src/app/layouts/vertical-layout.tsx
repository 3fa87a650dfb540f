import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Navbar } from '../../core/layout/navbar/navbar.tsx';
import { VerticalMenu } from '../../core/layout/vertical-menu.tsx';
import { setMenuCollapsed } from '../../core/theme/layout.slice.ts';
import { ContentArea, frameClasses, SkipLink, useFrame } from './frame-parts.tsx';
import { useNavigation } from './use-showcase-frame.tsx';

export function VerticalLayout({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { layout: l, canVisit, pageTitle, mobileOpen, setMobileOpen } = useFrame();
  const navigation = useNavigation();

  const classes = frameClasses(l, [
    'layout-vertical',
    l.menuHidden ? 'menu-hidden' : l.menuCollapsed ? 'menu-collapsed' : 'menu-expanded',
    mobileOpen ? 'menu-open' : '',
  ]);

  return (
    <div className={classes}>
      <SkipLink />
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
