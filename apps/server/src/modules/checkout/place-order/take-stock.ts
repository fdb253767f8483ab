import { type CartItemInput, checkoutTexts as texts } from '@wohnwerk/contract/checkout';
import { AppError } from '../../../lib/app-error.ts';
import * as checkoutQueries from '../checkout.queries.ts';
import { mergeLines, type PricedLine } from '../checkout.totals.ts';
import type { Tx } from '../../../db/client.ts';

/**
 * Step 2 of placing an order: takes each line's units with the product read as locked (merged per
 * product, ascending ids, so two orders never deadlock); the last line's statement also draws the
 * order id when every line before it was taken (decision 087). A line not taken (missing,
 * inactive, not enough units) refuses the whole order, naming the products as the shop knows them.
 */
export async function takeStock(
  db: Tx,
  items: CartItemInput[],
): Promise<{ lines: PricedLine[]; drawnId: number | null }> {
  const merged = mergeLines(items);
  const lines: PricedLine[] = [];
  const missing: number[] = [];
  let drawnId: number | null = null;
  for (const [i, { id, qty, isLight }] of merged.entries()) {
    const product = await checkoutQueries.takeStock(db, id, qty, i === merged.length - 1 && !missing.length);
    if (!product) missing.push(id);
    else {
      drawnId = product.orderId ?? drawnId;
      lines.push({ product, qty, isLight, lineCents: product.priceCents * qty });
    }
  }
  if (missing.length) {
    const known = await checkoutQueries.productsByIds(db, missing);
    const unavailable = missing.map((id) => known.get(id)?.name ?? `Artikel ${id}`);
    throw new AppError('conflict', texts.unavailable(unavailable), undefined, { unavailable });
  }
  return { lines, drawnId };
}
