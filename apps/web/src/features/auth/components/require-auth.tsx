import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { loginPathFor } from '../../../lib/safe-redirect.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';

/** Route guard: a guest goes to /login?redirect=<path+query> and comes back after signing in. */
export function RequireAuth() {
  const location = useLocation();
  const { t } = useTranslation();
  const { user, isSignedIn, isPending, refetch } = useCurrentUser();

  if (!isSignedIn) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (isPending) return <PageLoader />;
  if (!user) {
    // A 401 has already cleared the token (api client) and re-rendered into the redirect above; this is a network or server failure.
    return (
      <Container size="sm" py={64} ta="center">
        <Text mb="md" role="alert">
          {t('errors.generic')}
        </Text>
        <Button onClick={() => void refetch()}>{t('errors.retry')}</Button>
      </Container>
    );
  }
  return <Outlet />;
}
