import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSignOut } from '../../features/auth/components/use-sign-out.ts';
import { useSellerMe } from '../../features/seller-portal/api/seller-me.ts';
import { useStaffNotices } from '../../lib/notice-placement.ts';
import { useRouteHandle } from '../route-handle.ts';
import { useDocumentTitle, useRouteTitle } from '../route-title.ts';
import classes from './seller-layout.module.css';

const links = [
  { to: '/seller', key: 'nav.start', end: true },
  { to: '/seller/orders', key: 'nav.orders', end: false },
  { to: '/seller/products', key: 'nav.products', end: false },
  { to: '/seller/imports', key: 'nav.imports', end: false },
  { to: '/seller/statements', key: 'nav.statements', end: false },
] as const;

/**
 * The seller portal's frame (issue 38): the seller's name, the portal's five places, the language switch (German
 * first, English second) and signing out; no shop banner, cart or category bar. On a phone the places are one row
 * without the start page's (the logo leads there), so every page keeps the full width.
 */
export function SellerLayout() {
  const { t } = useTranslation('seller');
  const { t: tc } = useTranslation();
  const { title } = useRouteTitle(useRouteHandle());
  useDocumentTitle(title, tc('app.name'));
  useStaffNotices();
  const me = useSellerMe();
  const signOut = useSignOut();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {tc('app.skipToContent')}
      </a>
      <header className={classes.bar}>
        <Link to="/seller" className={classes.brand}>
          <span className={classes.logo}>Wohnwerk</span>
          <span className={classes.tag}>{me.data?.company_name ?? t('nav.portal')}</span>
        </Link>
        <div className={classes.actions}>
          <LanguageSwitch />
          <button type="button" className={classes.logout} onClick={signOut}>
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <nav aria-label={t('nav.label')} className={classes.nav}>
        {links.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={l.end}
            className={l.end ? `${classes.link} ${classes.start}` : classes.link}
          >
            {t(l.key)}
          </NavLink>
        ))}
      </nav>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
