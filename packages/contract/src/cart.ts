/**
 * Cart lines as the browser keeps them in local storage under `cart` (storefront §3,
 * account §3). Types only: the storefront reads the cart on every page, so this file must
 * not pull zod into the first-load bundle. Prices here are for display; the server
 * recomputes every charged amount from ids and quantities (shop-rules "The server decides").
 */
export const CART_STORAGE_KEY = 'cart';

/** The most units of one line the checkout takes (POST /payment and /order refuse more). */
export const MAX_LINE_QTY = 99;

/**
 * The most units one order takes (decision 100): an unpaid order holds its units, so one order
 * cannot reserve a warehouse. A buyer of more places another order once this one is paid.
 */
export const MAX_ORDER_UNITS = 100;

interface CartLineBase {
  product_name: string;
  img: string | null;
  /** Unit price in euro. */
  amount: number;
  /** Line total in euro (amount × qty). */
  sale_price: number;
  qty: number;
  tax: number;
  properties: unknown;
  shop_id: number;
  warehouse_id: number;
  vendor_id: number;
}

export interface CartProductLine extends CartLineBase {
  is_light: false;
  shopmarketplace_id: number;
  product_id: number;
  product_description: string;
  sku: string;
  shop_price: number;
  warehouse_price: number;
  vendor_price: number;
  lieferzeit: string;
  shop_name: string;
  stock: number;
}

/** An accessory (lighting) line; shop, warehouse and vendor are always 1. */
export interface CartLightLine extends CartLineBase {
  is_light: true;
  light_id: number;
  code: string;
}

export type CartLine = CartProductLine | CartLightLine;
