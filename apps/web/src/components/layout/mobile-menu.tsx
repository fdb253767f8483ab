import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// The drawer (modal, focus trap, scroll lock) is only needed once a phone user opens the menu: keep it out of the first load.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer.tsx'));

/** The slide-in menu that replaces the desktop category bar below 990 px (storefront §2). */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const location = useLocation();

  // Following a link inside the drawer navigates; the drawer must not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the trigger, not inputs
  useEffect(close, [location.pathname, location.search, close]);
  useEffect(() => {
    if (opened) setUsed(true);
  }, [opened]);

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
      {used || opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            opened={opened}
            onClose={close}
            title={t('header.menuTitle')}
            closeLabel={t('header.closeMenu')}
          >
            {children}
          </MobileMenuDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
