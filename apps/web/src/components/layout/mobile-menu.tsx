import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The slide-in menu that replaces the desktop category bar below 990 px (storefront §2). */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  // Following a link inside the drawer navigates; the drawer must not stay open over the new page.
  useEffect(close, [location.pathname, location.search, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        size="sm"
        aria-label={opened ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={t('header.menuTitle')}
        size="min(85vw, 360px)"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      >
        {children}
      </Drawer>
    </>
  );
}
