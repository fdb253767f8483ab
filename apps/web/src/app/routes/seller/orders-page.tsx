import { useTranslation } from 'react-i18next';
import { SellerOrderList } from '../../../features/seller-portal/components/seller-order-list.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/orders: the seller's orders by status. */
export default function SellerOrdersPage() {
  const { t } = useTranslation('seller');
  return (
    <SellerPage title={t('orders.title')}>
      <SellerOrderList />
    </SellerPage>
  );
}
