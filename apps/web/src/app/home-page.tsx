import { lazy } from 'react';
import { Navigate } from 'react-router';
import { useSelector } from 'react-redux';
import { useGetSettingsQuery } from '../core/api/settings.ts';
import { useAppAbility } from '../core/auth/ability-provider.tsx';
import { homeOf } from '../core/auth/access.ts';
import { selectUser } from '../core/auth/auth.slice.ts';
import { ContentLoader } from '../core/ui/content-loader.tsx';

// The e-commerce dashboard's own chunk. Loaded here without core/routing or the dashboards' route
// declarations: a module this chunk shared with the app's chunk would be split into a chunk of
// its own, one more file on the login page.
const AdminHome = lazy(() =>
  import('../template/dashboards/ecommerce-dashboard-page.tsx').then((m) => ({
    default: m.EcommerceDashboardPage,
  })),
);

/**
 * `/`: the e-commerce dashboard for admins while the template showcase is on; everybody else, and
 * admins while it is off, go to the home of their role.
 */
export function HomePage() {
  const ability = useAppAbility();
  const user = useSelector(selectUser);
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: false });
  if (!ability.can('read', 'Admin')) return <Navigate to={homeOf(user)} replace />;
  if (!settings.data && !settings.isError) return <ContentLoader />;
  if (!settings.data?.showcase) return <Navigate to={homeOf(user)} replace />;
  return <AdminHome />;
}
