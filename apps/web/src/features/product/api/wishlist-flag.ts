import type { QueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductListItem } from '@wohnwerk/contract/catalog';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * After the wishlist heart changed (the wishlist feature's toggle), the product page's own
 * answers show the new state: the detail's heart and the similar-products carousel.
 */
export function applyWishlistFlag(queryClient: QueryClient, productId: number, inWishlist: boolean) {
  queryClient.setQueryData<ProductDetail>(queryKeys.product.detail(productId), (old) =>
    old ? { ...old, in_wishlist: inWishlist } : old,
  );
  queryClient.setQueriesData<ProductListItem[]>({ queryKey: [...queryKeys.product.all, 'similar'] }, (old) =>
    Array.isArray(old) ? old.map((item) => (item.id === productId ? { ...item, in_wishlist: inWishlist } : item)) : old,
  );
}
