import type { RouteMeta } from '../../../core/layout/route-meta.ts';

/** The meta of a full-width app screen under Apps (email, chat, todo): its own page class. */
export function fullWidthAppMeta(title: string, className: string): RouteMeta {
  return { title, breadcrumb: ['menu.apps'], subject: 'Admin', className, contentWidth: 'full' };
}
