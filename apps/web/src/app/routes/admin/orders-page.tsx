import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OrderList } from '../../../features/admin-orders/components/order-list.tsx';

/** /admin/orders: the shop's orders for staff (search, filters, sort, paging, export). */
export default function AdminOrdersPage() {
  const { t, ready } = useTranslation('adminorders', { useSuspense: false });
  if (!ready) return <PageLoader />;
  return (
    // Full width: the staff frame centres its pages with auto margins, and a centred block takes the width of a wide table.
    <Container size="xl" py="lg" w="100%">
      <Title order={1} mb="md" fz="1.6rem">
        {t('list.title')}
      </Title>
      <OrderList />
    </Container>
  );
}
