import { createElement, Suspense, useMemo, type ReactNode } from 'react';
import { useGetSettingsQuery } from '../../core/api/settings.ts';
import { withoutSections } from '../../core/layout/menu-from-routes.ts';
import type { NavSection } from '../../core/layout/nav-types.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ContentLoader } from '../../core/ui/content-loader.tsx';
import { navigation, SHOWCASE_SECTION } from '../navigation.ts';
import { notFoundRoute } from '../routes.tsx';

/**
 * Whether staff have the template showcase on for the service: undefined until the settings are
 * known, so nothing flickers in and out while they load.
 */
export function useShowcaseSetting(): boolean | undefined {
  return useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: false }).data?.showcase;
}

/** The menu as the frame shows it: the "Template showcase" section only while it is on. */
export function useNavigation(): NavSection[] {
  const showcase = useShowcaseSetting() ?? false;
  return useMemo(
    () => (showcase ? navigation : withoutSections(navigation, [SHOWCASE_SECTION])),
    [showcase],
  );
}

/**
 * A template demo while the showcase is off answers the not-found page, as a careers service
 * that never had the demos would (the route and its data never start).
 */
export function ShowcaseGate({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const showcase = useShowcaseSetting();
  if (!meta.showcase) return children;
  if (showcase === undefined) return <ContentLoader />;
  if (showcase) return children;
  return (
    <Suspense fallback={<ContentLoader />}>
      {notFoundRoute.component ? createElement(notFoundRoute.component) : null}
    </Suspense>
  );
}
