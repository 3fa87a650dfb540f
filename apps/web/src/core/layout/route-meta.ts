import { createContext, useContext } from 'react';
import type { AccessMeta, MetaAt } from '../auth/access.ts';
import type { ContentWidth } from '../theme/theme-config.ts';

export type LayoutName = 'vertical' | 'horizontal' | 'blank';

export interface RouteMeta extends AccessMeta {
  /** Translation key of the screen's title. */
  title: string;
  /** Translation keys of the groups above the screen, for the breadcrumb. */
  breadcrumb?: string[];
  layout?: LayoutName;
  menuCollapsed?: boolean;
  menuHidden?: boolean;
  contentWidth?: ContentWidth;
  /** Added to the content wrapper while the route is shown. */
  className?: string;
  /**
   * A template demo: in the menu, the navbar and its search only while staff have the template
   * showcase on; while it is off the signed-in frame answers it with the not-found page.
   */
  showcase?: boolean;
}

export const RouteMetaContext = createContext<RouteMeta>({ title: 'frame.appName' });

/** The meta of the route being shown (title, breadcrumb, layout options). */
export function useRouteMeta(): RouteMeta {
  return useContext(RouteMetaContext);
}

/** The route table's meta for any path; the frame provides it (screens must not import app/). */
export const RouteTableContext = createContext<MetaAt>(() => null);

export function useRouteTable(): MetaAt {
  return useContext(RouteTableContext);
}
