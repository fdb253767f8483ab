import './shop-catalogue.ts';
import { Alert, Button, Container, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShops } from '../../../features/catalog/api/get-shops.ts';
import classes from './shops-page.module.css';

/** Shop directory (/shops, storefront §2): the marketplace sellers from GET /shops. */
export default function ShopsPage() {
  const { t } = useTranslation('shop');
  const { data, isPending, isError, refetch } = useShops();

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs">
        {t('shops.heading')}
      </Title>
      <Text size="lg" mb="xl" c="dimmed">
        {t('shops.intro')}
      </Text>
      {isPending ? (
        <div className={classes.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading are identical and never reorder
              key={i}
              height={170}
              radius="md"
            />
          ))}
        </div>
      ) : isError ? (
        <Alert color="red" title={t('shops.loadError')}>
          <Button variant="outline" color="red" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('common:errors.retry')}
          </Button>
        </Alert>
      ) : data.length === 0 ? (
        <Text>{t('shops.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {data.map((shop) => (
            <li key={shop.id} className={classes.card}>
              <span className={classes.initial} aria-hidden="true">
                {shop.name.charAt(0)}
              </span>
              <h2 className={classes.name}>{shop.name}</h2>
              {shop.city ? <p className={classes.city}>{t('shops.city', { city: shop.city })}</p> : null}
              {shop.description ? <p className={classes.description}>{shop.description}</p> : null}
              <p className={classes.count}>{t('shops.productCount', { count: shop.product_count })}</p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
