import type { QueryClient } from '@tanstack/react-query';
import { lightProductsParams, openingProductList, productListParams, productsQueryOptions } from './list-products.ts';
import { historyQueryOptions, productQueryOptions } from './product.ts';
import { photosQueryOptions } from './product-photos.ts';
import { pricingChoicesQueryOptions } from './product-pricing.ts';
import { type RecordKind, recordsQueryOptions } from './records.ts';

/*
 * The catalogue administration's first requests, started by the route while the screen's code and texts load
 * (app/routes/staff-screens.ts, docs/decisions/119), with the query keys the screens read: the screen finds its
 * answers in the cache (or on their way) instead of asking after its first render. Each returns how many it started.
 */

const prefetchRecords = (queryClient: QueryClient, kinds: RecordKind[]): number => {
  for (const kind of kinds) void queryClient.prefetchQuery(recordsQueryOptions(kind));
  return kinds.length;
};

/** A record screen (/admin/categories, shops, brands, series, pages, homepage-texts): its list. */
export const prefetchRecordScreen = (queryClient: QueryClient, kind: RecordKind): number =>
  prefetchRecords(queryClient, [kind]);

/** /admin/products: the first page as the list opens, and the lists its filters choose from. */
export function prefetchProductList(queryClient: QueryClient): number {
  void queryClient.prefetchQuery(productsQueryOptions(productListParams(openingProductList)));
  return 1 + prefetchRecords(queryClient, ['categories', 'shops', 'brands']);
}

/**
 * /admin/products/{id} and /admin/products/new: the product, its history and photos (not for a new one), the lists the
 * form chooses from and the pricing panel's choices.
 */
export function prefetchProductForm(queryClient: QueryClient, id: string): number {
  const started = prefetchRecords(queryClient, ['categories', 'shops', 'brands', 'series']) + 2;
  void queryClient.prefetchQuery(productsQueryOptions(lightProductsParams));
  void queryClient.prefetchQuery(pricingChoicesQueryOptions());
  if (!/^\d+$/.test(id)) return started;
  const productId = Number(id);
  void queryClient.prefetchQuery(productQueryOptions(productId));
  void queryClient.prefetchQuery(historyQueryOptions(productId));
  void queryClient.prefetchQuery(photosQueryOptions(productId));
  return started + 3;
}
