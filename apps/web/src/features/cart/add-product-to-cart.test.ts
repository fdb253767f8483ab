import type { ProductDetail } from '@wohnwerk/contract/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../../test-support/memory-storage.ts';
import { addProductToCart, cartLineFromDetail } from './add-product-to-cart.ts';
import { getCartLines } from '../../lib/cart-store.ts';

const storage = installMemoryStorage();

function detail(id = 36): ProductDetail {
  return {
    id,
    price: 1422.99,
    old_price: 1960.99,
    in_wishlist: false,
    product_shop: {
      id,
      name: 'Ecksofa Lima Blau',
      shop_name: 'Wohnwerk',
      shop_slug: 'wohnwerk',
      shop_id: 1,
      warehouse_id: 2,
      vendor_id: 3,
      product: {
        id,
        code: 'WW-SO-36',
        name: 'Ecksofa Lima Blau',
        description: 'Ein Ecksofa.',
        category: { id: 2, parent_id: 1, slug: 'sofas', name_de: 'Sofas & Couches', parent: null },
        brand: { id: 7, name: 'Comfort Line' },
        series: { id: 1, name: 'Lima', front_color: 'Blau', body_color: 'Blau' },
        delivery_weeks: '2-3',
        images: [],
        product_image: '/media/products/36/1.svg',
        stock: 4,
        tax: 19,
        is_light: false,
        skus: [{ code: 'WW-SO-36', delivery_time: '1-2 Wochen' }],
        pdf_file: [],
        attributes: { beschreibung: [], ausstatung: [] },
        serie_products: [],
        lightning: [],
        rating: { average: 0, count: 0 },
      },
    },
    variants: {
      farbe: [{ variant_id: id, farbe_image: null, farbe_title: 'Blau', selected: true }],
      dimensions: [],
      variants: [],
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/button-click'))
      return new Response(JSON.stringify({ message: 'OK' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify({ data: detail() }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('adding a product to the cart', () => {
  it('builds the spec cart line from the product detail (one piece, not an accessory)', () => {
    expect(cartLineFromDetail(detail())).toEqual({
      is_light: false,
      shopmarketplace_id: 36,
      product_id: 36,
      product_name: 'Ecksofa Lima Blau',
      product_description: 'Ein Ecksofa.',
      sku: 'WW-SO-36',
      amount: 1422.99,
      sale_price: 1422.99,
      shop_price: 1422.99,
      warehouse_price: 1422.99,
      vendor_price: 1422.99,
      img: '/media/products/36/1.svg',
      lieferzeit: '1-2 Wochen',
      shop_name: 'Wohnwerk',
      stock: 4,
      qty: 1,
      shop_id: 1,
      warehouse_id: 2,
      vendor_id: 3,
      tax: 19,
      properties: { farbe: 'Blau' },
    });
  });

  it('from a listing card loads the product, adds the line and records the ADD_TO_CART click', async () => {
    await expect(addProductToCart({ productId: 36 })).resolves.toBe('added');
    expect(getCartLines()).toHaveLength(1);
    expect(calls()).toEqual(['POST /api/v1/button-click', 'GET /api/v1/product/36']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ product_id: 36, button: 'ADD_TO_CART' });
  });

  it('refuses a product that is already in the cart without loading it again', async () => {
    await addProductToCart({ productId: 36 });
    fetchMock.mockClear();
    await expect(addProductToCart({ productId: 36 })).resolves.toBe('exists');
    expect(getCartLines()).toHaveLength(1);
    expect(calls()).toEqual(['POST /api/v1/button-click']);
  });

  it('uses the detail the product page already has, with its quantity', async () => {
    await expect(addProductToCart({ productId: 36, detail: detail(), qty: 3 })).resolves.toBe('added');
    expect(calls()).toEqual(['POST /api/v1/button-click']);
    expect(getCartLines()[0]).toMatchObject({ qty: 3, sale_price: 4268.97 });
  });

  it('still adds the product when recording the click fails', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/button-click')
        ? new Response('boom', { status: 500 })
        : new Response(JSON.stringify({ data: detail() }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    await expect(addProductToCart({ productId: 36 })).resolves.toBe('added');
  });
});
