import type { LazyScreen } from '../core/routing/lazy-page.ts';

// The admin home (`/`) shows the e-commerce dashboard; routes.tsx registers it once it is known.
let adminHome: LazyScreen | null = null;

export function setAdminHome(screen: LazyScreen | undefined): void {
  adminHome = screen ?? null;
}

export function getAdminHome(): LazyScreen | null {
  return adminHome;
}
