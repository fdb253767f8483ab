import { useTranslation } from 'react-i18next';
import { SellerProductList } from '../../../features/seller-portal/components/seller-product-list.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/products: the products of the seller's shops. */
export default function SellerProductsPage() {
  const { t } = useTranslation('seller');
  return (
    <SellerPage title={t('products.title')}>
      <SellerProductList />
    </SellerPage>
  );
}
