import { Navigate } from 'react-router';
import { useSelector } from 'react-redux';
import { useAppAbility } from '../core/auth/ability-provider.tsx';
import { homeOf } from '../core/auth/access.ts';
import { selectUser } from '../core/auth/auth.slice.ts';
import { getAdminHome } from './home-screen.ts';
import { PendingScreen } from './pending-screens.tsx';

// This chunk loads after the route table registered the dashboard screen.
const AdminHome = getAdminHome();

/** `/`: the e-commerce dashboard for admins; everybody else goes to the home of their role. */
export function HomePage() {
  const ability = useAppAbility();
  const user = useSelector(selectUser);
  if (!ability.can('read', 'Admin')) return <Navigate to={homeOf(user)} replace />;
  return AdminHome ? <AdminHome /> : <PendingScreen />;
}
