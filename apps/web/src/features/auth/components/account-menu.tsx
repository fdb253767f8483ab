import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HeaderActionButton } from '../../../components/layout/header-action.tsx';
import { UserIcon } from '../../../components/icons.tsx';
import { loginPathFor } from '../../../lib/safe-redirect.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useSignOut } from './use-sign-out.ts';

/** Where "Einloggen" should bring the guest back to: the page they are on, unless it is an auth page itself. */
export function useLoginLink(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const authPages = ['/', '/login', '/register', '/password/email'];
  return authPages.includes(location.pathname) || location.pathname.startsWith('/reset-password') ? '/login' : loginPathFor(here);
}

/** Header account dropdown (storefront §2): Anmelden → Einloggen/Registrieren, or Mein Konto → Profile/Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, isSignedIn } = useCurrentUser();
  const signOut = useSignOut();
  const loginLink = useLoginLink();
  const signedIn = isSignedIn && user !== null;

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <HeaderActionButton icon={<UserIcon />} label={signedIn ? t('account.userTrigger') : t('account.guestTrigger')} />
      </Menu.Target>
      <Menu.Dropdown>
        {signedIn ? (
          <>
            <Menu.Item component={Link} to="/profile">
              {t('account.profile')}
            </Menu.Item>
            <Menu.Item onClick={signOut}>{t('account.logout')}</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={loginLink}>
              {t('account.login')}
            </Menu.Item>
            <Menu.Item component={Link} to="/register">
              {t('account.register')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
