import { useTranslation } from 'react-i18next';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { ProductList } from '../../../features/admin-catalog/components/product-list.tsx';

/** /admin/products: every product, searched and filtered on the server, with bulk (de)activation. */
export default function AdminProductsPage() {
  const { t } = useTranslation('admin-catalog');
  return (
    <AdminCatalogPage title={t('products.title')}>
      <ProductList />
    </AdminCatalogPage>
  );
}
