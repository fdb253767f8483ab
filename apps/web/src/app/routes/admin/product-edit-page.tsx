import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAdminProduct } from '../../../features/admin-catalog/api/product.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { ProductForm } from '../../../features/admin-catalog/components/product-form.tsx';
import { ProductHistory } from '../../../features/admin-catalog/components/product-history.tsx';

/** /admin/products/new and /admin/products/{id}: the product form, and below it the product's history. */
export default function AdminProductEditPage() {
  const { t } = useTranslation('admin-catalog');
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const product = useAdminProduct(productId);
  if (id !== 'new' && productId === null) return <NotFoundPage />;
  if (productId !== null && product.isPending) return <PageLoader />;
  if (productId !== null && !product.data) return <NotFoundPage />;
  return (
    <AdminCatalogPage title={product.data ? t('form.editTitle', { name: product.data.name }) : t('form.newTitle')}>
      {/* A new key per product: the form starts from the loaded values. */}
      <ProductForm key={product.data?.id ?? 'new'} product={product.data ?? null} />
      {product.data ? <ProductHistory productId={product.data.id} /> : null}
    </AdminCatalogPage>
  );
}
