import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HeaderActionButton } from '../../../components/layout/header-action.tsx';
import { UserIcon } from '../../../components/icons.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { DropdownMenuList, type DropdownMenuEntry } from '../../../components/ui/dropdown-menu-list.tsx';
import { loginPathFor } from '../../../lib/safe-redirect.ts';
import { staffLinks } from '../../../components/layout/staff-links.ts';
import { isSeller, isStaff, useCurrentUser } from '../../../lib/current-user.ts';
import { useSignOut } from './use-sign-out.ts';

/** Where "Einloggen" should bring the guest back to: the page they are on, unless it is an auth page itself. */
export function useLoginLink(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const authPages = ['/', '/login', '/register', '/password/email'];
  return authPages.includes(location.pathname) || location.pathname.startsWith('/reset-password')
    ? '/login'
    : loginPathFor(here);
}

/** Header account dropdown (storefront §2): Anmelden → Einloggen/Registrieren, or Mein Konto → Profile/Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, isSignedIn } = useCurrentUser();
  const signOut = useSignOut();
  const loginLink = useLoginLink();
  const location = useLocation();
  const signedIn = isSignedIn && user !== null;

  const entries: DropdownMenuEntry[] = signedIn
    ? [
        ...(isStaff(user) ? staffLinks.map((l) => ({ label: t(l.title), to: l.to })) : []),
        // A seller's user works in the portal (issue 38); the shop's profile page stays theirs too.
        ...(isSeller(user) ? [{ label: t('account.sellerPortal'), to: '/seller' }] : []),
        { label: t('account.profile'), to: '/profile' },
        { label: t('account.logout'), onSelect: signOut },
      ]
    : [
        { label: t('account.login'), to: loginLink },
        { label: t('account.register'), to: '/register' },
      ];

  return (
    <Dropdown
      width={200}
      closeKey={location.pathname}
      trigger={(props) => (
        <HeaderActionButton
          icon={<UserIcon />}
          label={signedIn ? t('account.userTrigger') : t('account.guestTrigger')}
          {...props}
        />
      )}
    >
      {(close) => <DropdownMenuList entries={entries} onDone={close} />}
    </Dropdown>
  );
}
