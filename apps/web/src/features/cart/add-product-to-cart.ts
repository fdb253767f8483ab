import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import type { CartProductLine } from '@wohnwerk/contract/cart';
import type { ProductDetail, ProductDetailReply } from '@wohnwerk/contract/catalog';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { recordButtonClick } from '../../lib/button-click.ts';
import { errorText } from '../../lib/error-text.ts';
import { addToCart, getCartLines } from '../../lib/cart-store.ts';

/**
 * "Add product to cart", shared by the product list, carousels and the product page
 * (features never import each other, so it lives with the cart it writes to).
 */

export type AddProductResult = 'added' | 'exists';

export interface AddProductInput {
  productId: number;
  /** The product page passes its loaded detail; a listing card leaves it out and it is fetched. */
  detail?: ProductDetail;
  qty?: number;
}

/** The spec's cart line (storefront §3) from a product detail. Prices are for display: the server recomputes them. */
export function cartLineFromDetail(detail: ProductDetail, qty = 1): CartProductLine {
  const shop = detail.product_shop;
  const product = shop.product;
  const colour = detail.variants.farbe.find((f) => f.selected)?.farbe_title;
  const size = detail.variants.dimensions.find((d) => d.selected)?.dimensions;
  const properties =
    colour || size ? { ...(colour ? { farbe: colour } : {}), ...(size ? { dimensions: size } : {}) } : null;
  return {
    is_light: false,
    shopmarketplace_id: shop.id,
    product_id: detail.id,
    product_name: shop.name || product.name,
    product_description: product.description,
    sku: product.skus[0]?.code ?? product.code,
    amount: detail.price,
    sale_price: detail.price * qty,
    shop_price: detail.price,
    warehouse_price: detail.price,
    vendor_price: detail.price,
    img: product.product_image,
    lieferzeit: product.skus[0]?.delivery_time ?? product.delivery_weeks,
    shop_name: shop.shop_name,
    stock: product.stock,
    qty,
    shop_id: shop.shop_id,
    warehouse_id: shop.warehouse_id,
    vendor_id: shop.vendor_id,
    tax: product.tax,
    properties,
  };
}

function isInCart(productId: number): boolean {
  return getCartLines().some((line) => !line.is_light && line.product_id === productId);
}

/**
 * Adds the product as a new cart line ('exists' when it is already there: the spec refuses
 * a second line) and records the ADD_TO_CART click. Throws when the product cannot be loaded.
 */
export async function addProductToCart({ productId, detail, qty = 1 }: AddProductInput): Promise<AddProductResult> {
  recordButtonClick(productId, 'ADD_TO_CART');
  if (isInCart(productId)) return 'exists';
  const data = detail ?? (await api.get<ProductDetailReply>(`/product/${productId}`, { auth: false })).data;
  return addToCart(cartLineFromDetail(data, qty)) ? 'added' : 'exists';
}

/**
 * addProductToCart with the spec's notices: 'Artikel in den Warenkorb gelegt' or
 * 'Produkt ist bereits im Warenkorb vorhanden'. `variables` of the mutation tell which
 * product is pending (one card's button spins, not all of them).
 */
export function useAddProductToCart() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: addProductToCart,
    onSuccess: (result) => {
      notifications.show({
        message: t(result === 'added' ? 'cart.added' : 'cart.alreadyInCart'),
        color: result === 'added' ? 'brand' : 'yellow',
      });
    },
    onError: (error) => {
      notifications.show({ message: errorText(error, t('errors.generic')), color: 'red' });
    },
  });
}
