import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { DropdownMenuList, type DropdownMenuEntry } from '../../components/ui/dropdown-menu-list.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useSignOut } from '../../features/auth/components/use-sign-out.ts';
import { backofficeLanguage } from '../../lib/i18n.ts';
import { useRouteHandle } from '../route-handle.ts';
import { barButtonClass, WorkFrame } from '../work-frame.tsx';
import { areasFor } from './admin-areas.ts';
import classes from './staff-layout.module.css';

/** The staff frame speaks the page's language: Albanian (or English) on back-office screens, else the shop's. */
function useStaffT() {
  const { i18n } = useTranslation();
  const handle = useRouteHandle();
  const lng = handle.ns === 'backoffice' ? backofficeLanguage(i18n.language) : i18n.language;
  return useTranslation('admin', { lng });
}

function AreasMenu() {
  const { t } = useStaffT();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const location = useLocation();
  const entries: DropdownMenuEntry[] = [
    { label: t('shell.title'), to: '/admin' },
    ...areasFor(user).map((area) => ({ label: t(area.label), to: area.path })),
    { label: t('shell.shop'), to: '/' },
    { label: t('shell.logout'), onSelect: signOut },
  ];
  return (
    <Dropdown
      width={280}
      closeKey={location.pathname}
      trigger={(props) => (
        <button type="button" className={barButtonClass} {...props}>
          <span aria-hidden="true" className={classes.burger} />
          {t('shell.menu')}
        </button>
      )}
    >
      {(close) => (
        <nav aria-label={t('shell.navLabel')} className={classes.menuPanel}>
          <DropdownMenuList entries={entries} onDone={close} />
        </nav>
      )}
    </Dropdown>
  );
}

/**
 * The frame of every staff screen (back office, pricing tools, /admin): a slim bar with the way to
 * the start page and to every area, and no shop banner, category bar, cart, wishlist or newsletter.
 * Only staff get here (the router's guards sit above it); the server checks every call again.
 */
export function StaffLayout() {
  const { t } = useStaffT();
  return (
    <WorkFrame
      home="/admin"
      tag={t('shell.title')}
      actions={
        <>
          <LanguageSwitch />
          <AreasMenu />
        </>
      }
    />
  );
}
