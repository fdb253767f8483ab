import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OrderDetail } from '../../../features/orders/components/order-detail.tsx';

/** /order/{order_number} (spec §2 "Order detail"). */
export default function OrderPage() {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  const { orderNumber = '' } = useParams();
  if (!ready) return <PageLoader />;
  return (
    <Container size="lg" py="xl">
      <OrderDetail orderNumber={orderNumber} />
      <p>
        <Link to="/orders">{t('order.back')}</Link>
      </p>
    </Container>
  );
}
