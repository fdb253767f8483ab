import { describe, expect, it } from 'vitest';
import { parseProductListParams, productListHref, productListSearch } from './product-list-params.ts';

describe('product list URL state', () => {
  it('reads every filter of the spec from the query, brands repeated or comma-separated', () => {
    const params = new URLSearchParams(
      'category=Sofas&q=Ecksofa&min_price=299&max_price=1499.99&brand=3&brand=1,2&order=A-Z&page=2',
    );
    expect(parseProductListParams(params)).toEqual({
      category: 'sofas',
      q: 'Ecksofa',
      min_price: 299,
      max_price: 1499.99,
      brand: [1, 2, 3],
      order: 'A-Z',
      page: 2,
    });
  });

  it('drops values the server would refuse instead of sending them', () => {
    const params = new URLSearchParams('category=../etc&min_price=abc&brand=x&order=cheapest&page=-4');
    expect(parseProductListParams(params)).toEqual({});
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parseProductListParams(new URLSearchParams('min_price=900&max_price=100'))).toEqual({
      min_price: 100,
      max_price: 900,
    });
  });

  it('writes the state back in a stable order, leaving out page 1', () => {
    expect(productListSearch({ page: 1, order: 'Z-A', brand: [2, 5], category: 'betten' }).toString()).toBe(
      'category=betten&brand=2&brand=5&order=Z-A',
    );
    expect(productListHref({})).toBe('/products');
  });

  it('round-trips: parsing a written state gives the same state', () => {
    const state = {
      category: 'sale',
      q: 'Sopha',
      min_price: 100,
      max_price: 500,
      brand: [1, 4],
      order: 'Hoher-Niedriger' as const,
      page: 3,
    };
    expect(parseProductListParams(productListSearch(state))).toEqual(state);
  });
});
