import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout.ts';

/** Logout as the spec describes it: call the server, drop the token either way, say so, go home. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return () =>
    logout.mutate(undefined, {
      onSettled: () => {
        notifications.show({ message: t('account.logoutSuccess'), color: 'brand' });
        navigate('/');
      },
    });
}
