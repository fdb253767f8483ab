import type { ProductOrder } from '@wohnwerk/contract/catalog';
import { PRODUCT_ORDERS, type ProductListFilters } from './api/get-products.ts';

/**
 * The product list's state lives in the URL (storefront §2 "products"): category, q,
 * min_price, max_price, brand (repeated), order and page. Sharing the link, reloading and
 * the back button all give the same list. Unknown or malformed values are dropped rather
 * than sent to the server.
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

function priceOf(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= 9_999_999 ? value : undefined;
}

export function parseProductListParams(params: URLSearchParams): ProductListFilters {
  const category = params.get('category')?.trim().toLowerCase();
  const q = params.get('q')?.trim().slice(0, 200);
  const order = params.get('order') as ProductOrder | null;
  const page = Number(params.get('page'));
  const brand = [
    ...new Set(
      params
        .getAll('brand')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => /^\d{1,9}$/.test(v))
        .map(Number),
    ),
  ].sort((a, b) => a - b);
  let min_price = priceOf(params.get('min_price'));
  let max_price = priceOf(params.get('max_price'));
  if (min_price !== undefined && max_price !== undefined && min_price > max_price)
    [min_price, max_price] = [max_price, min_price];

  const filters: ProductListFilters = {};
  if (category && SLUG.test(category)) filters.category = category;
  if (q) filters.q = q;
  if (min_price !== undefined) filters.min_price = min_price;
  if (max_price !== undefined) filters.max_price = max_price;
  if (brand.length) filters.brand = brand;
  if (order && PRODUCT_ORDERS.includes(order)) filters.order = order;
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The URL query of a filter state, in a stable order (category, q, prices, brands, order, page). */
export function productListSearch(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  for (const id of filters.brand ?? []) params.append('brand', String(id));
  if (filters.order) params.set('order', filters.order);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A link to the list with the given state ("/products?..."). */
export function productListHref(filters: ProductListFilters): string {
  const search = productListSearch(filters).toString();
  return search ? `/products?${search}` : '/products';
}

/** Whether price or brand filters narrow the list (the "reset" link is offered then). */
export function hasNarrowingFilters(filters: ProductListFilters): boolean {
  return filters.min_price !== undefined || filters.max_price !== undefined || (filters.brand?.length ?? 0) > 0;
}
