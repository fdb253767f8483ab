import type { CartLightLine } from '@wohnwerk/contract/cart';
import type { LightDto, SeriesProductDto } from '@wohnwerk/contract/catalog';

/** Rules of the product page that do not need React (storefront §2, §9; shop-rules "Money"). */

const toCents = (euro: number) => Math.round(euro * 100);

export interface Savings {
  /** old price − price, in euro. */
  amount: number;
  /** Percent of the old price, unrounded (shown with one decimal). */
  percent: number;
}

/** The saving against a higher old price; null when there is none to show. */
export function savingsOf(price: number, oldPrice: number | null | undefined): Savings | null {
  if (oldPrice == null) return null;
  const oldCents = toCents(oldPrice);
  const diffCents = oldCents - toCents(price);
  if (oldCents <= 0 || diffCents <= 0) return null;
  return { amount: diffCents / 100, percent: (diffCents / oldCents) * 100 };
}

/** The delivery weeks shown: "1-2" while in stock, otherwise the product's own value (shop-rules). */
export function deliveryWeeksOf(stock: number, deliveryWeeks: string): string {
  return stock > 0 ? '1-2' : deliveryWeeks.trim();
}

/** The info modal is offered when the delivery weeks start with a number of 10 or more (storefront §9). */
export function isLongDelivery(weeks: string): boolean {
  const first = /^\s*(\d+)/.exec(weeks);
  return first !== null && Number(first[1]) >= 10;
}

/** Front and body colour for the series line (shared with the server's page preview). */
export { seriesColours } from '@wohnwerk/contract/product-facts';

/** Series carousel order: LED lighting items last (storefront §2), otherwise as the server sent them. */
export function seriesInShopOrder(items: SeriesProductDto[]): SeriesProductDto[] {
  const isLed = (item: SeriesProductDto) => item.is_light || /\bLED\b/i.test(item.name);
  return [...items.filter((item) => !isLed(item)), ...items.filter(isLed)];
}

/**
 * The accessory cart line (storefront §3 "Accessory cart line"): shop, warehouse and
 * vendor are always 1. It takes the quantity chosen for the product it belongs to.
 */
export function lightCartLine(light: LightDto, qty: number): CartLightLine {
  const count = Math.max(1, Math.floor(qty));
  return {
    is_light: true,
    light_id: light.id,
    code: light.code,
    product_name: light.name,
    img: light.image,
    amount: light.sale_price,
    sale_price: toCents(light.sale_price * count) / 100,
    qty: count,
    tax: 19,
    properties: null,
    shop_id: 1,
    warehouse_id: 1,
    vendor_id: 1,
  };
}
