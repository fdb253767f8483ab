import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { HeartIcon } from '../icons.tsx';
import { HeaderActionLink } from './header-action.tsx';
import { SearchBox } from './search-box.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';
import { TopBanner } from './top-banner.tsx';

/** Spec storefront §9: below 990 px the header sticks once the page is scrolled more than 65 px. */
const STICKY_AFTER_PX = 65;

interface SiteHeaderProps {
  /** Feature parts are passed in by the app layer: layout components never import features. */
  mobileMenu: ReactNode;
  languageSwitch: ReactNode;
  account: ReactNode;
  cart: ReactNode;
  categoryNav: ReactNode;
}

export function SiteHeader({ mobileMenu, languageSwitch, account, cart, categoryNav }: SiteHeaderProps) {
  const { t } = useTranslation();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  return (
    <header className={classes.header} data-sticky={sticky || undefined}>
      <TopBanner />
      <div className={classes.bar}>
        <Container size="xl" className={classes.inner}>
          <div className={classes.burger}>{mobileMenu}</div>
          <SiteLogo />
          <SearchBox />
          <div className={classes.actions}>
            <div className={classes.desktopOnly}>{languageSwitch}</div>
            <HeaderActionLink to="/wishlist" icon={<HeartIcon />} label={t('header.wishlist')} />
            {account}
            {cart}
          </div>
        </Container>
      </div>
      <div className={classes.desktopOnly}>{categoryNav}</div>
    </header>
  );
}
