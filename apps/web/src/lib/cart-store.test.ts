import type { CartLightLine, CartProductLine } from '@wohnwerk/contract/cart';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../test-support/memory-storage.ts';
import {
  addToCart,
  cartLineKey,
  clearCart,
  getCartLines,
  removeFromCart,
  setCartQty,
  subscribeCart,
  summarizeCart,
} from './cart-store.ts';

const storage = installMemoryStorage();

function product(id: number, amount = 100): CartProductLine {
  return {
    is_light: false,
    product_id: id,
    shopmarketplace_id: id + 1000,
    product_name: `Kommode ${id}`,
    product_description: '',
    sku: `SKU-${id}`,
    amount,
    sale_price: amount,
    qty: 1,
    img: null,
    tax: 19,
    properties: null,
    shop_id: 1,
    warehouse_id: 1,
    vendor_id: 1,
    shop_price: amount,
    warehouse_price: amount,
    vendor_price: amount,
    lieferzeit: '1-2 Wochen',
    shop_name: 'Wohnwerk',
    stock: 5,
  };
}

function light(id: number): CartLightLine {
  return {
    is_light: true,
    light_id: id,
    code: `L-${id}`,
    product_name: 'LED-Beleuchtung 2er Set',
    amount: 29.99,
    sale_price: 29.99,
    qty: 1,
    img: null,
    tax: 19,
    properties: null,
    shop_id: 1,
    warehouse_id: 1,
    vendor_id: 1,
  };
}

describe('cart store', () => {
  beforeEach(() => storage.clear());

  it('keeps the cart in local storage under "cart"', () => {
    expect(addToCart(product(1))).toBe(true);
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(1);
  });

  it('refuses a product that is already in the cart', () => {
    addToCart(product(1));
    expect(addToCart(product(1))).toBe(false);
    expect(getCartLines()).toHaveLength(1);
  });

  it('refuses an accessory already in the cart, but an accessory and a product may share an id', () => {
    expect(addToCart(light(1))).toBe(true);
    expect(addToCart(light(1))).toBe(false);
    expect(addToCart(product(1))).toBe(true);
    expect(getCartLines()).toHaveLength(2);
  });

  it('never lets a quantity go below 1 and recomputes the line total', () => {
    addToCart(product(1, 199.99));
    setCartQty('product:1', 3);
    expect(getCartLines()[0]).toMatchObject({ qty: 3, sale_price: 599.97 });
    setCartQty('product:1', 0);
    expect(getCartLines()[0]).toMatchObject({ qty: 1, sale_price: 199.99 });
    setCartQty('product:1', -4);
    expect(getCartLines()[0].qty).toBe(1);
  });

  it('never stores more units of a line than the checkout takes (99)', () => {
    addToCart({ ...product(1, 10), qty: 500 });
    expect(getCartLines()[0]).toMatchObject({ qty: 99, sale_price: 990 });
    setCartQty('product:1', 150);
    expect(getCartLines()[0]).toMatchObject({ qty: 99, sale_price: 990 });
    setCartQty('product:1', 98);
    expect(getCartLines()[0].qty).toBe(98);
    storage.setItem('cart', JSON.stringify([{ ...product(2, 10), qty: 150, sale_price: 1500 }]));
    expect(getCartLines()[0]).toMatchObject({ qty: 99, sale_price: 990 });
  });

  it('removes one line and clears the whole cart', () => {
    addToCart(product(1));
    addToCart(light(2));
    removeFromCart('product:1');
    expect(getCartLines().map(cartLineKey)).toEqual(['light:2']);
    clearCart();
    expect(getCartLines()).toEqual([]);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('returns the same array until the stored cart changes, as useSyncExternalStore requires', () => {
    addToCart(product(1));
    const first = getCartLines();
    expect(getCartLines()).toBe(first);
    addToCart(product(2));
    expect(getCartLines()).not.toBe(first);
  });

  it('reads malformed storage content as an empty cart and drops malformed lines', () => {
    storage.setItem('cart', '{not json');
    expect(getCartLines()).toEqual([]);
    storage.setItem('cart', JSON.stringify([product(1), { foo: 1 }, null]));
    expect(getCartLines().map(cartLineKey)).toEqual(['product:1']);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    addToCart(product(1));
    setCartQty('product:1', 2);
    removeFromCart('product:1');
    unsubscribe();
    addToCart(product(2));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('sums pieces and line totals for the header', () => {
    addToCart({ ...product(1, 10.1), qty: 2 });
    addToCart(light(1));
    expect(summarizeCart(getCartLines())).toMatchObject({ count: 3, total: 50.19 });
  });
});
