import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { BrandLogo } from '../../core/layout/brand-logo.tsx';
import { HorizontalMenu } from '../../core/layout/horizontal-menu.tsx';
import { Navbar } from '../../core/layout/navbar/navbar.tsx';
import { VerticalMenu } from '../../core/layout/vertical-menu.tsx';
import { ContentArea, frameClasses, SkipLink, useFrame } from './frame-parts.tsx';
import { useNavigation } from './use-showcase-frame.tsx';

export function HorizontalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { layout: l, canVisit, pageTitle, mobileOpen, setMobileOpen } = useFrame();
  const navigation = useNavigation();

  const brand = (
    <Link to="/" className="navbar-brand d-none d-lg-flex">
      <BrandLogo size={30} />
      <span className="brand-text">{t('frame.appName')}</span>
    </Link>
  );

  return (
    <div className={frameClasses(l, ['layout-horizontal', mobileOpen ? 'menu-open' : ''])}>
      <SkipLink />
      {/* Below lg the horizontal menu becomes the same off-canvas menu as the vertical layout. */}
      <div className="d-lg-none">
        <VerticalMenu
          navigation={navigation}
          collapsed={false}
          mobileOpen={mobileOpen}
          onToggleCollapsed={() => undefined}
          onCloseMobile={() => setMobileOpen(false)}
          dark={l.skin === 'semi-dark'}
        />
      </div>
      {mobileOpen && (
        <div className="sidenav-overlay" aria-hidden="true" onClick={() => setMobileOpen(false)} />
      )}
      <ContentArea
        navbar={
          <div className="horizontal-header">
            <Navbar
              canVisit={canVisit}
              pageTitle={pageTitle}
              onOpenMenu={() => setMobileOpen(true)}
              start={brand}
            />
            {!l.menuHidden && (
              <div className="horizontal-menu-wrapper d-none d-lg-block">
                <HorizontalMenu navigation={navigation} />
              </div>
            )}
          </div>
        }
      >
        {children}
      </ContentArea>
    </div>
  );
}
