import type { CartItemInput } from '@wohnwerk/contract/checkout';
import { type VatShare, vatTotals } from '../../lib/vat.ts';

export interface PricedProduct {
  id: number;
  name: string;
  description: string;
  code: string;
  priceCents: number;
  /** The product's VAT rate (7 or 19), kept on the order line. */
  taxRate: number;
  stock: number;
  active: boolean;
  isLight: boolean;
  deliveryWeeks: string;
}

export interface PricedLine {
  product: PricedProduct;
  qty: number;
  isLight: boolean;
  lineCents: number;
}

/** The product a cart line names: an accessory line names it by light_id (they are products too). */
export const lineProductId = (item: CartItemInput): number => (item.is_light ? item.light_id! : item.product_id!);

/**
 * Cart lines joined with the database's products. Lines naming one product twice are merged,
 * so a cart cannot split a quantity to get around the stock check. Lines whose product is
 * missing or inactive are answered in `unavailable` by name (or id when nothing is known).
 */
export function priceLines(
  items: CartItemInput[],
  byId: Map<number, PricedProduct>,
): { lines: PricedLine[]; unavailable: string[] } {
  const lines: PricedLine[] = [];
  const unavailable: string[] = [];
  for (const { id, qty, isLight } of mergeLines(items)) {
    const product = byId.get(id);
    if (!product?.active) {
      unavailable.push(product?.name ?? `Artikel ${id}`);
      continue;
    }
    lines.push({ product, qty, isLight, lineCents: product.priceCents * qty });
  }
  return { lines, unavailable };
}

/**
 * Cart lines by product: lines naming one product twice are merged, so a cart cannot split a
 * quantity to get around the stock check. Ascending ids: stock rows are always locked in the
 * same order, so two orders never deadlock.
 */
export function mergeLines(items: CartItemInput[]): { id: number; qty: number; isLight: boolean }[] {
  const merged = new Map<number, { qty: number; isLight: boolean }>();
  for (const item of items) {
    const id = lineProductId(item);
    const seen = merged.get(id);
    merged.set(id, { qty: (seen?.qty ?? 0) + item.qty, isLight: item.is_light });
  }
  return [...merged].map(([id, m]) => ({ id, ...m })).sort((a, b) => a.id - b.id);
}

export interface Totals {
  subtotalCents: number;
  /** A coupon's or a gift code's reduction. */
  discountCents: number;
  /** What the customer pays: the rates' gross. */
  totalCents: number;
  vatCents: number;
  netCents: number;
  /** VAT per rate (decision 153). */
  vatBreakdown: VatShare[];
}

/**
 * The totals of priced lines, with VAT per rate (lib/vat.ts). A coupon and a gift code (handed out
 * free by staff) are both price reductions, split across the rates in proportion to the goods:
 * they lower the VAT as they lower the price (decision 153). Shipping is free.
 */
export function totalsOf(lines: PricedLine[], discountCents: number, giftCode = false): Totals {
  const v = vatTotals({
    lines: lines.map((l) => ({ rate: l.product.taxRate, grossCents: l.lineCents })),
    discountCents: giftCode ? 0 : discountCents,
    giftCodeCents: giftCode ? discountCents : 0,
  });
  return {
    subtotalCents: lines.reduce((sum, l) => sum + l.lineCents, 0),
    discountCents,
    totalCents: v.grossCents,
    vatCents: v.vatCents,
    netCents: v.netCents,
    vatBreakdown: v.shares,
  };
}
