import '@mantine/core/styles/Anchor.css';
import { Anchor, Container, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The catalogue administration's screens, linked on top of each of them. */
export const adminCatalogLinks = [
  { to: '/admin/products', key: 'nav.products' },
  { to: '/admin/categories', key: 'nav.categories' },
  { to: '/admin/shops', key: 'nav.shops' },
  { to: '/admin/brands', key: 'nav.brands' },
  { to: '/admin/series', key: 'nav.series' },
  { to: '/admin/homepage-texts', key: 'nav.homepageTexts' },
  { to: '/admin/pages', key: 'nav.pages' },
] as const;

/** The frame of every catalogue administration screen: the links, the heading, the content. */
export function AdminCatalogPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin-catalog');
  const { pathname } = useLocation();
  return (
    <Container size="xl" py="lg">
      <nav aria-label={t('nav.title')}>
        <Group gap="md" mb="sm" wrap="wrap">
          {adminCatalogLinks.map((l) => (
            <Anchor
              key={l.to}
              component={Link}
              to={l.to}
              size="sm"
              fw={pathname.startsWith(l.to) ? 700 : 400}
              aria-current={pathname === l.to ? 'page' : undefined}
            >
              {t(l.key)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Title order={1} mb="md" fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {children}
    </Container>
  );
}
