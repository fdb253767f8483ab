import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OrderHistory } from '../../../features/orders/components/order-history.tsx';
import classes from '../../../features/orders/components/orders.module.css';

/** /orders (spec §2 "Order list"). */
export default function OrdersPage() {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  if (!ready) return <PageLoader />;
  return (
    <Container size="lg" py="xl">
      <h1 className={classes.title}>{t('orders.title')}</h1>
      <OrderHistory />
    </Container>
  );
}
