import { Outlet } from 'react-router';
import { AccessDeniedPage } from '../../../components/access-denied-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isStaff, useCurrentUser } from '../../../lib/current-user.ts';

/** Route guard inside RequireAuth: pricing, back office and scanning are for staff and admins only. */
export function RequireStaff() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  return isStaff(user) ? <Outlet /> : <AccessDeniedPage />;
}
