import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../../features/product-imports/api/download.ts';
import { SellerProductList } from '../../../features/seller-portal/components/seller-product-list.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/products: the products of the seller's shops, exported as the seller's import file. */
export default function SellerProductsPage() {
  const { t } = useTranslation('seller');
  return (
    <SellerPage title={t('products.title')}>
      <SellerProductList onExport={() => downloadExport('seller', 'csv')} />
    </SellerPage>
  );
}
