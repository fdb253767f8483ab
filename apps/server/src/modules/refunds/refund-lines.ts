import { allocate } from '../../lib/vat.ts';

/** An order line as a refund by line needs it. */
export interface RefundableLine {
  id: number;
  qty: number;
  lineCents: number;
}

/**
 * What the customer paid for each line (decision 163): its gross less its share of the order's
 * reduction (coupon or gift code), split across the lines in proportion to their gross as the VAT
 * split does (lib/vat.ts), so the lines add up to the goods' total exactly.
 */
export function paidPerLine(lines: RefundableLine[], reductionCents: number): Map<number, number> {
  const goods = lines.reduce((s, l) => s + l.lineCents, 0);
  const reduction = allocate(
    Math.min(Math.max(0, reductionCents), goods),
    lines.map((l) => l.lineCents),
  );
  return new Map(lines.map((l, i) => [l.id, l.lineCents - reduction[i]]));
}

/**
 * The money for the next `qty` units of a line of which `before` were refunded already: the
 * units' share of what the line cost, rounded on the running total, so refunding a line unit by
 * unit gives back exactly what refunding it at once does.
 */
export function unitsAmount(paidCents: number, lineQty: number, before: number, qty: number): number {
  const upTo = (units: number) => Math.round((paidCents * units) / lineQty);
  return upTo(before + qty) - upTo(before);
}
