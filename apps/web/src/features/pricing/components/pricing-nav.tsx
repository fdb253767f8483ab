import '@mantine/core/styles/Anchor.css';
import { Anchor, Container, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The staff pricing screens, in the staff menu and on top of each pricing screen. */
const pricingLinks = [
  { to: '/calculator', key: 'nav.calculator' },
  { to: '/shipping', key: 'nav.shipping' },
  { to: '/fd-imm', key: 'nav.fdImm' },
  { to: '/fd-imm-table', key: 'nav.fdImmTable' },
] as const;

/** The frame of every pricing screen: the tools' links, the heading, the content. */
export function PricingPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('pricing');
  const { pathname } = useLocation();
  return (
    <Container size="xl" py="lg">
      <nav aria-label={t('nav.title')}>
        <Group gap="lg" mb="sm" wrap="wrap">
          {pricingLinks.map((l) => (
            <Anchor
              key={l.to}
              component={Link}
              to={l.to}
              size="sm"
              fw={pathname === l.to ? 700 : 400}
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
