import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { DropdownMenuList, type DropdownMenuEntry } from '../../components/ui/dropdown-menu-list.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useSignOut } from '../../features/auth/components/use-sign-out.ts';
import { backofficeLanguage } from '../../lib/i18n.ts';
import { useStaffNotices } from '../../lib/notice-placement.ts';
import { useRouteHandle } from '../route-handle.ts';
import { useDocumentTitle, useRouteTitle } from '../route-title.ts';
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
        <button type="button" className={classes.menuButton} {...props}>
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
  const { t: tc } = useTranslation();
  const { title } = useRouteTitle(useRouteHandle());
  useDocumentTitle(title, tc('app.name'));
  useStaffNotices();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {tc('app.skipToContent')}
      </a>
      <header className={classes.bar}>
        <Link to="/admin" className={classes.brand}>
          <span className={classes.logo}>Wohnwerk</span>
          <span className={classes.tag}>{t('shell.title')}</span>
        </Link>
        <div className={classes.actions}>
          <LanguageSwitch />
          <AreasMenu />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

export default StaffLayout;
