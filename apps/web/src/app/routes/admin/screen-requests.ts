import type { QueryClient } from '@tanstack/react-query';
import { prefetchAdminOrder } from '../../../features/admin-orders/api/get-admin-order.ts';
import { prefetchAdminOrders } from '../../../features/admin-orders/api/get-admin-orders.ts';
import {
  prefetchProductForm,
  prefetchProductList,
  prefetchRecordScreen,
} from '../../../features/admin-catalog/api/prefetch-screens.ts';
import type { RecordKind } from '../../../features/admin-catalog/api/records.ts';
import { prefetchFigures } from '../../../features/figures/api/get-figures.ts';
import { berlinToday } from '../../../features/figures/periods.ts';
import { prefetchSeller, prefetchSellerChoices, prefetchSellers } from '../../../features/sellers/api/sellers.ts';
import { prefetchAdminStatements } from '../../../features/statements/api/statements.ts';
import { filterFromSearch } from '../../../features/statements/month.ts';
import { prefetchImport } from '../../../features/product-imports/api/get-import.ts';

type Requests = (queryClient: QueryClient, url: URL, param: string) => number;

const records =
  (kind: RecordKind): Requests =>
  (queryClient) =>
    prefetchRecordScreen(queryClient, kind);

/**
 * The shop administration's first requests by route path, started while the screen's code and texts load
 * (app/routes/staff-screens.ts), into the query keys the screens read: the screen finds its answers in the cache or
 * on their way instead of asking after its first render (issue 34). `param` is the path's one parameter, if any.
 */
export const adminScreenRequests: Record<string, Requests> = {
  'admin/figures': (queryClient) => prefetchFigures(queryClient, berlinToday()),
  'admin/orders': prefetchAdminOrders,
  'admin/orders/:orderNumber': (queryClient, _url, orderNumber) => prefetchAdminOrder(queryClient, orderNumber),
  'admin/imports': prefetchImport,
  'admin/sellers': prefetchSellers,
  'admin/sellers/:id': (queryClient, _url, id) => prefetchSeller(queryClient, id),
  'admin/sellers/new': (queryClient) => prefetchSellerChoices(queryClient),
  'admin/statements': (queryClient, url) =>
    prefetchSellers(queryClient) + prefetchAdminStatements(queryClient, filterFromSearch(url.searchParams)),
  'admin/products': prefetchProductList,
  'admin/products/:id': (queryClient, _url, id) => prefetchProductForm(queryClient, id),
  'admin/categories': records('categories'),
  'admin/shops': records('shops'),
  'admin/brands': records('brands'),
  'admin/series': records('series'),
  'admin/homepage-texts': records('homepage-texts'),
  'admin/pages': records('pages'),
};

/** Starts the requests of the screen at `path` for `url`; how many it started (0 for a screen without any). */
export function beginAdminScreen(path: string, queryClient: QueryClient, url: URL): number {
  const requests = adminScreenRequests[path];
  if (!requests) return 0;
  // These paths have at most one parameter, their last segment (admin/orders/:orderNumber, admin/products/:id).
  const param = path.includes('/:') ? decodeURIComponent(url.pathname.split('/').at(-1) ?? '') : '';
  return requests(queryClient, url, param);
}
