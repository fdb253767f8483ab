import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@wohnwerk/contract/catalog';
import { stringifyProductPage } from './catalog.serializers.ts';

const item = (over: Partial<ProductListResponse['data'][number]> = {}): ProductListResponse['data'][number] => ({
  id: 7,
  name: 'Sofa "Lima" 3-Sitzer – Weiß \\ Grau\n\u2028😀',
  price: 1234.5,
  old_price: null,
  product_image: null,
  best_seller: false,
  in_wishlist: true,
  ...over,
});

const page = (data: ProductListResponse['data'], links: Partial<ProductListResponse['links']> = {}): ProductListResponse => ({
  data,
  meta: { current_page: 2, last_page: 5, path: 'http://shop.test/api/v1/products', per_page: 24, total: 101 },
  links: {
    first: 'http://shop.test/api/v1/products?q=b%C3%BCro&page=1',
    last: 'http://shop.test/api/v1/products?q=b%C3%BCro&page=5',
    next: null,
    prev: 'http://shop.test/api/v1/products?q=b%C3%BCro&page=1',
    ...links,
  },
});

describe('the compiled list writer', () => {
  it('writes exactly what JSON.stringify writes: escapes, nulls, numbers, booleans, empty lists', () => {
    const pages = [
      page([item(), item({ id: 8, old_price: 1500, product_image: '/media/products/8/1.svg', best_seller: true, in_wishlist: false, price: 0.99 })]),
      page([], { next: 'http://shop.test/api/v1/products?page=3', prev: null }),
    ];
    for (const p of pages) {
      expect(stringifyProductPage(p)).toBe(JSON.stringify(p));
      expect(JSON.parse(stringifyProductPage(p))).toEqual(p);
    }
  });
});
