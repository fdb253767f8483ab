import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSellerProduct, useSellerProductOptions } from '../../../features/seller-portal/api/seller-products.ts';
import { SellerProductForm } from '../../../features/seller-portal/components/seller-product-form.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/products/new and /seller/products/{id}: the seller's product form. */
export default function SellerProductEditPage() {
  const { t } = useTranslation('seller');
  const { id } = useParams();
  const productId = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const product = useSellerProduct(productId);
  const options = useSellerProductOptions();
  if (id !== 'new' && productId === null) return <NotFoundPage />;
  // The form starts from the product and offers the seller's shops: both are there before it renders.
  if ((productId !== null && product.isPending) || options.isPending) return <PageLoader />;
  if (productId !== null && !product.data) return <NotFoundPage />;
  return (
    <SellerPage title={product.data ? product.data.name : t('productForm.newTitle')}>
      <SellerProductForm key={product.data?.id ?? 'new'} product={product.data ?? null} />
    </SellerPage>
  );
}
