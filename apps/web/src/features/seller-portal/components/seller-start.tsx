import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SellerSummary } from '@wohnwerk/contract/seller-orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerMe, useSellerSummary } from '../api/seller-me.ts';
import classes from './seller-portal.module.css';

const tiles: { key: keyof SellerSummary; to: string }[] = [
  { key: 'to_confirm', to: '/seller/orders?status=open' },
  { key: 'to_ship', to: '/seller/orders?status=confirmed' },
  { key: 'refused', to: '/seller/orders?status=refused' },
  { key: 'returns', to: '/seller/orders' },
];

/** /seller: what needs doing today (orders to confirm and to ship, refused lines, returns), and the seller's shops. */
export function SellerStart() {
  const { t } = useTranslation('seller');
  const me = useSellerMe();
  const summary = useSellerSummary();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: '1.4rem', sm: '1.7rem' }}>
          {me.data ? t('start.hello', { company: me.data.company_name }) : t('start.title')}
        </Title>
        {me.data ? (
          <Text c="gray.7" size="sm">
            {t('start.shops', { count: me.data.shops.length, shops: me.data.shops.map((s) => s.name).join(', ') })}
          </Text>
        ) : null}
      </div>
      {summary.isError ? (
        <Alert color="red" role="alert">
          {t('start.failed')}
        </Alert>
      ) : null}
      <section aria-label={t('start.todo')}>
        <Title order={2} fz="1.15rem" mb="sm">
          {t('start.todo')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {tiles.map((tile) => {
            const count = summary.data?.[tile.key];
            return (
              <Paper
                key={tile.key}
                component={Link}
                to={tile.to}
                withBorder
                p="md"
                className={classes.tile}
                data-testid={`summary-${tile.key}`}
                data-urgent={count ? 'true' : undefined}
              >
                <Text className={classes.count}>{count ?? '–'}</Text>
                <Text size="sm" fw={600}>
                  {t(`start.tiles.${tile.key}`)}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </section>
      <Text size="sm">
        <Anchor component={Link} to="/seller/orders">
          {t('start.allOrders')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/seller/products">
          {t('start.products')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/seller/statements">
          {t('start.statements')}
        </Anchor>
      </Text>
    </Stack>
  );
}
