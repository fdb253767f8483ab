import type { StatementLine } from '../../db/schema/seller-statements.ts';
import { sumOf, type VatShare, vatTotals } from '../../lib/vat.ts';

/** Wohnwerk invoices its commission with German VAT at the standard rate (§12 Abs. 1 UStG). */
export const COMMISSION_VAT_RATE = 19;

/** An order line of a seller, as the statement needs it. */
export interface SellerItem {
  orderItemId: number;
  orderNumber: string;
  description: string;
  code: string | null;
  /** Units ordered and their gross at the sale price (order_items.line_cents). */
  qty: number;
  lineCents: number;
  vatRate: number;
  /** The rate for this line: the category's (nearest ancestor's) or the seller's own, hundredths of a percent. */
  commissionBp: number;
}

/** Units of an item handed to the carrier at a moment. */
export interface ShippedUnits {
  orderItemId: number;
  qty: number;
  at: Date;
}

/** Units and money of an item given back by a succeeded refund at a moment. */
export interface RefundedUnits {
  orderItemId: number;
  refundId: number;
  qty: number;
  amountCents: number;
  at: Date;
}

export interface StatementFigures {
  sales: StatementLine[];
  refunds: StatementLine[];
  salesShares: VatShare[];
  refundShares: VatShare[];
  salesCents: number;
  refundsCents: number;
  commissionNetCents: number;
  commissionVatCents: number;
  payoutCents: number;
}

/** The gross of the first `units` units of a line: whole cents that add up to the line over all its units. */
const grossOfUnits = (item: SellerItem, units: number) => Math.round((item.lineCents * units) / item.qty);
const commissionOf = (grossCents: number, bp: number) => Math.round((grossCents * bp) / 10_000);

const lineOf = (item: SellerItem, qty: number, grossCents: number): StatementLine => ({
  orderItemId: item.orderItemId,
  orderNumber: item.orderNumber,
  description: item.description,
  code: item.code,
  qty,
  grossCents,
  vatRate: item.vatRate,
  commissionBp: item.commissionBp,
  commissionCents: commissionOf(grossCents, item.commissionBp),
});

/**
 * The figures of a seller's statement for the period [from, to) (decision 171), from everything shipped and refunded
 * on the seller's items up to `to`:
 * - a sale is the units shipped in the period at their sale price (gross, the line's VAT rate); a line shipped in
 *   parts is split in whole cents that add up to the line;
 * - a refund counts against the seller only for units that had shipped when it succeeded: a refund first takes the
 *   units not shipped yet (a refused line, a cancelled rest: the seller was never paid for them), then shipped ones,
 *   in proportion to the money of the refund line;
 * - commission per line at its rate, given back on refunded units at the same rate; its VAT at 19 % on the net
 *   commission, rounded once; the payout is sales − refunds − commission − commission VAT.
 */
export function statementFigures(
  items: SellerItem[],
  shipped: ShippedUnits[],
  refunded: RefundedUnits[],
  from: Date,
  to: Date,
): StatementFigures {
  const sales: StatementLine[] = [];
  const refunds: StatementLine[] = [];
  for (const item of items) {
    const ships = shipped.filter((s) => s.orderItemId === item.orderItemId && s.at < to);
    const before = ships.filter((s) => s.at < from).reduce((n, s) => n + s.qty, 0);
    const upTo = Math.min(
      item.qty,
      ships.reduce((n, s) => n + s.qty, 0),
    );
    if (upTo > before) sales.push(lineOf(item, upTo - before, grossOfUnits(item, upTo) - grossOfUnits(item, before)));

    // Refunds in time order: each first takes the units not shipped at its moment.
    let unshippedRefunded = 0;
    const itemRefunds = refunded
      .filter((r) => r.orderItemId === item.orderItemId && r.at < to)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.refundId - b.refundId);
    for (const r of itemRefunds) {
      const shippedThen = Math.min(
        item.qty,
        ships.filter((s) => s.at <= r.at).reduce((n, s) => n + s.qty, 0),
      );
      const unshipped = Math.max(0, item.qty - shippedThen - unshippedRefunded);
      const fromUnshipped = Math.min(r.qty, unshipped);
      unshippedRefunded += fromUnshipped;
      const deducted = r.qty - fromUnshipped;
      if (r.at < from || deducted <= 0 || r.qty <= 0) continue;
      refunds.push(lineOf(item, deducted, Math.round((r.amountCents * deducted) / r.qty)));
    }
  }
  const salesShares = vatTotals({ lines: sales.map((l) => ({ rate: l.vatRate, grossCents: l.grossCents })) }).shares;
  const refundShares = vatTotals({ lines: refunds.map((l) => ({ rate: l.vatRate, grossCents: l.grossCents })) }).shares;
  const salesCents = sumOf(salesShares).grossCents;
  const refundsCents = sumOf(refundShares).grossCents;
  const commissionNetCents =
    sales.reduce((n, l) => n + l.commissionCents, 0) - refunds.reduce((n, l) => n + l.commissionCents, 0);
  const commissionVatCents = Math.round((commissionNetCents * COMMISSION_VAT_RATE) / 100);
  return {
    sales,
    refunds,
    salesShares,
    refundShares,
    salesCents,
    refundsCents,
    commissionNetCents,
    commissionVatCents,
    payoutCents: salesCents - refundsCents - commissionNetCents - commissionVatCents,
  };
}
