import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { useSignOut } from '../../features/auth/components/use-sign-out.ts';
import { useSellerMe } from '../../features/seller-portal/api/seller-me.ts';
import { barButtonClass, WorkFrame } from '../work-frame.tsx';
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
  const me = useSellerMe();
  const signOut = useSignOut();
  return (
    <WorkFrame
      home="/seller"
      tag={me.data?.company_name ?? t('nav.portal')}
      actions={
        <>
          <LanguageSwitch />
          <button type="button" className={barButtonClass} onClick={signOut}>
            {t('nav.logout')}
          </button>
        </>
      }
      below={
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
      }
    />
  );
}
