import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MessagePage } from '../../../components/message-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isSeller, useCurrentUser } from '../../../lib/current-user.ts';

/**
 * Route guard inside RequireAuth: the seller portal is for sellers' users only (decision 169). Customers, staff and
 * admins get "no access" in the shop's frame: staff act on sellers through /admin, and the server answers them 403
 * on every /seller call anyway.
 */
export function RequireSeller({ frame }: { frame: (page: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (isSeller(user)) return <Outlet />;
  return frame(
    <MessagePage title={t('access.title')} text={t('access.sellerText')} actionLabel={t('access.home')} actionTo="/" />,
  );
}
