import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSellerOrder } from '../../../features/seller-portal/api/seller-orders.ts';
import { SellerOrderDetail } from '../../../features/seller-portal/components/seller-order-detail.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/orders/{id}: one seller order and its next step; another seller's order is "not found", as the server says. */
export default function SellerOrderPage() {
  const { t } = useTranslation('seller');
  const { id = '' } = useParams();
  const orderId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const order = useSellerOrder(orderId);
  if (orderId === null) return <NotFoundPage />;
  if (order.isPending) return <PageLoader />;
  if (!order.data) return <NotFoundPage />;
  return (
    <SellerPage title={t('order.title', { number: order.data.number })}>
      <Anchor component={Link} to="/seller/orders" size="sm" mb="sm" display="inline-block">
        {t('order.back')}
      </Anchor>
      <SellerOrderDetail order={order.data} />
    </SellerPage>
  );
}
