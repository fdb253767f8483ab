import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccessDeniedPage } from '../../../components/access-denied-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isStaff, useCurrentUser } from '../../../lib/current-user.ts';

/**
 * Route guard inside RequireAuth: pricing, back office, scanning and /admin are for staff and admins
 * only. It sits above the staff layouts, so a customer never sees the staff frame; `frame` wraps the
 * "no access" page (the shop's frame).
 */
export function RequireStaff({ frame }: { frame?: (page: ReactNode) => ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (isStaff(user)) return <Outlet />;
  return frame ? frame(<AccessDeniedPage />) : <AccessDeniedPage />;
}
