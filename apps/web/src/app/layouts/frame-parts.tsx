import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { Customizer } from '../../core/layout/customizer.tsx';
import { Footer } from '../../core/layout/footer.tsx';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ScrollTop } from '../../core/layout/scroll-top.tsx';
import { selectLayout } from '../../core/theme/layout.slice.ts';
import { themeConfig } from '../../core/theme/theme-config.ts';
import { useCanVisit, usePageTitle } from './use-can-visit.ts';
import { ShowcaseGate } from './use-showcase-frame.tsx';

/** Layout values after the route's meta has had its say (meta wins while the route is shown). */
export function useEffectiveLayout() {
  const layout = useSelector(selectLayout);
  const meta = useRouteMeta();
  return {
    ...layout,
    menuCollapsed: meta.menuCollapsed ?? layout.menuCollapsed,
    menuHidden: meta.menuHidden ?? layout.menuHidden,
    contentWidth: meta.contentWidth ?? layout.contentWidth,
    className: meta.className,
  };
}

/**
 * What both frames keep: the effective layout, who may visit a link, the page's title, and the
 * off-canvas menu, which belongs to the path it was opened on (any navigation closes it).
 * Toasts load with the first toast (core/ui/toasts.tsx), not with the frame.
 */
export function useFrame() {
  const layout = useEffectiveLayout();
  const canVisit = useCanVisit();
  const pageTitle = usePageTitle();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);

  return {
    layout,
    canVisit,
    pageTitle,
    mobileOpen: openOn === pathname,
    setMobileOpen: (open: boolean) => setOpenOn(open ? pathname : null),
  };
}

export function frameClasses(l: ReturnType<typeof useEffectiveLayout>, extra: string[]): string {
  return [
    'app-frame',
    `navbar-${l.navbarType}`,
    `footer-${l.footerType}`,
    `content-${l.contentWidth}`,
    `skin-${l.skin}`,
    ...extra,
  ].join(' ');
}

/**
 * The first stop of the keyboard: "Skip to content", shown when focused, moves focus past the
 * menu and the navbar to the screen itself (nothing leaves the tab order).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="skip-link visually-hidden-focusable"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('frame.skipToContent')}
    </a>
  );
}

/** The content column: navbar above, the screen, the footer below. */
export function ContentArea({ navbar, children }: { navbar: ReactNode; children: ReactNode }) {
  const l = useEffectiveLayout();
  return (
    <div className="app-content">
      {l.navbarType === 'floating' && <div className="header-navbar-shadow" aria-hidden="true" />}
      {l.navbarType !== 'hidden' && navbar}
      <main
        id="main-content"
        tabIndex={-1}
        className={`content-wrapper${l.className ? ` ${l.className}` : ''}`}
      >
        <div className="content-body">
          <ShowcaseGate>{children}</ShowcaseGate>
        </div>
      </main>
      {l.footerType !== 'hidden' && <Footer />}
    </div>
  );
}

export function FrameExtras() {
  return (
    <>
      {themeConfig.layout.scrollTop && <ScrollTop />}
      <Customizer />
    </>
  );
}
