import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OrderDetail } from '../../../features/admin-orders/components/order-detail.tsx';

/** /admin/orders/:order_number: one order for staff, with status changes and refunds. */
export default function AdminOrderPage() {
  const { ready } = useTranslation('adminorders', { useSuspense: false });
  const { orderNumber = '' } = useParams();
  if (!ready) return <PageLoader />;
  return (
    <Container size="xl" py="lg" w="100%">
      <OrderDetail key={orderNumber} orderNumber={orderNumber} />
    </Container>
  );
}
