import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lightProductsParams,
  openingProductList,
  productListParams,
  productsQueryOptions,
} from '../../../features/admin-catalog/api/list-products.ts';
import { productQueryOptions } from '../../../features/admin-catalog/api/product.ts';
import { recordsQueryOptions } from '../../../features/admin-catalog/api/records.ts';
import { adminOrderQueryOptions } from '../../../features/admin-orders/api/get-admin-order.ts';
import { adminOrdersQueryOptions } from '../../../features/admin-orders/api/get-admin-orders.ts';
import { viewFromSearch } from '../../../features/admin-orders/list-view.ts';
import { installMemoryStorage } from '../../../test-support/memory-storage.ts';
import { adminScreenRequests, beginAdminScreen } from './screen-requests.ts';

const storage = installMemoryStorage();
const at = (address: string) => new URL(address, 'http://shop.test');

describe('beginAdminScreen (the shop administration routes start their requests with their code)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
  beforeEach(() => {
    storage.setItem('access_token', 'abc');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => Response.json({ data: [{ url: String(url) }], meta: { total: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the order list the address names, into the key the list reads', async () => {
    const queryClient = new QueryClient();
    const url = at('/admin/orders?status=paid&page=2');
    expect(beginAdminScreen('admin/orders', queryClient, url)).toBe(1);
    expect(asked()).toEqual(['/api/v1/admin/orders?status=paid&sort=-created_at&page=2&per_page=25']);
    const key = adminOrdersQueryOptions(viewFromSearch(url.searchParams)).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ meta: { total: 1 } }));
  });

  it('asks nothing for a date range the list refuses to ask for (to before from)', () => {
    const url = at('/admin/orders?from=2026-11-20&to=2026-11-01');
    expect(beginAdminScreen('admin/orders', new QueryClient(), url)).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for one order by the number in the path, into the key the order's screen reads", async () => {
    const queryClient = new QueryClient();
    expect(beginAdminScreen('admin/orders/:orderNumber', queryClient, at('/admin/orders/WW-2026-000042'))).toBe(1);
    expect(asked()).toEqual(['/api/v1/admin/orders/WW-2026-000042']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(adminOrderQueryOptions('WW-2026-000042').queryKey)?.status).toBe('success'),
    );
  });

  it('asks for the product list as it opens and the lists its filters choose from', async () => {
    const queryClient = new QueryClient();
    expect(beginAdminScreen('admin/products', queryClient, at('/admin/products'))).toBe(4);
    expect(asked().sort()).toEqual([
      '/api/v1/admin/brands',
      '/api/v1/admin/categories',
      '/api/v1/admin/products?sort=-created&page=1',
      '/api/v1/admin/shops',
    ]);
    const key = productsQueryOptions(productListParams(openingProductList)).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  });

  it("asks for a product, its history and photos and the form's choices; a new product only for the choices", async () => {
    const queryClient = new QueryClient();
    expect(beginAdminScreen('admin/products/:id', queryClient, at('/admin/products/7'))).toBe(9);
    expect(asked()).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/products/7',
        '/api/v1/admin/products/7/history',
        '/api/v1/admin/products/7/photos',
        '/api/v1/admin/products?light=true&sort=name',
        '/api/v1/admin/series',
        '/api/v1/calculate/services',
        '/api/v1/calculate/imm/all',
      ]),
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(productQueryOptions(7).queryKey)?.status).toBe('success'));
    expect(queryClient.getQueryState(productsQueryOptions(lightProductsParams).queryKey)).toBeDefined();

    fetchMock.mockClear();
    expect(beginAdminScreen('admin/products/:id', new QueryClient(), at('/admin/products/new'))).toBe(6);
    expect(asked().some((url) => /\/admin\/products\/\w+($|\/)/.test(url))).toBe(false);
  });

  it('asks every record screen for its list, into the key the record editor reads', async () => {
    const kinds = ['categories', 'shops', 'brands', 'series', 'homepage-texts', 'pages'] as const;
    let visited = 0;
    for (const kind of kinds) {
      const queryClient = new QueryClient();
      fetchMock.mockClear();
      expect(beginAdminScreen(`admin/${kind}`, queryClient, at(`/admin/${kind}`))).toBe(1);
      expect(asked()).toEqual([`/api/v1/admin/${kind}`]);
      await vi.waitFor(() =>
        expect(queryClient.getQueryData(recordsQueryOptions(kind).queryKey)).toEqual([
          { url: `/api/v1/admin/${kind}` },
        ]),
      );
      visited += 1;
    }
    expect(visited).toBe(6);
  });

  it('starts something for every screen it names, and nothing for a path it does not know', () => {
    const addresses: Record<string, string> = {
      'admin/orders/:orderNumber': '/admin/orders/WW-2026-000001',
      'admin/products/:id': '/admin/products/1',
      'admin/imports': '/admin/imports?id=5',
      'admin/sellers/:id': '/admin/sellers/2',
    };
    const paths = Object.keys(adminScreenRequests);
    for (const path of paths) {
      const started = beginAdminScreen(path, new QueryClient(), at(addresses[path] ?? `/${path}`));
      expect(started, path).toBeGreaterThan(0);
    }
    expect(paths).toHaveLength(16);
    expect(beginAdminScreen('admin', new QueryClient(), at('/admin'))).toBe(0);
  });

  it("asks for a seller and its form's choices, and for the statements the address names with the sellers", () => {
    expect(beginAdminScreen('admin/sellers/:id', new QueryClient(), at('/admin/sellers/2'))).toBe(3);
    expect(asked().sort()).toEqual(['/api/v1/admin/categories', '/api/v1/admin/sellers/2', '/api/v1/admin/shops']);
    fetchMock.mockClear();
    expect(
      beginAdminScreen('admin/statements', new QueryClient(), at('/admin/statements?month=2026-10&seller=2')),
    ).toBe(2);
    expect(asked().sort()).toEqual(['/api/v1/admin/sellers', '/api/v1/admin/statements?month=2026-10&seller_id=2']);
  });
});
