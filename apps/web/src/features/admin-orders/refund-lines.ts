import {
  type AdminOrderDetail,
  type AdminRefundBodyInput,
  adminOrderTexts,
  adminRefundBodySchema,
} from '@wohnwerk/contract/admin-orders';
import { parseEuro, tidyEuroInput } from '@wohnwerk/contract/euro';
import { formatPrice } from '../../lib/format.ts';

/**
 * The refund form's values and what they send (decision 163): order lines with the units to give
 * back, or a free amount for goodwill. Field errors of the form are keyed `line.<item id>` for a
 * line's quantity, `lines` for the lines as a whole, and `amount` / `reason` as the API names them.
 */
export type RefundMode = 'lines' | 'amount';

export interface RefundFormValues {
  mode: RefundMode;
  /** Euro as typed, for a free amount. */
  amount: string;
  /** Units as typed per order line (item id → text); blank or "0" leaves the line out. */
  lines: Record<number, string>;
  reason: string;
  restock: boolean;
}

type Item = AdminOrderDetail['items'][number];

/** Lines first when some line has units left; a free amount otherwise (shipping, or goodwill after every line). */
export function emptyRefund(items: readonly Item[]): RefundFormValues {
  return {
    mode: items.some((i) => i.refundable_qty > 0) ? 'lines' : 'amount',
    amount: '',
    lines: {},
    reason: '',
    restock: false,
  };
}

export const lineField = (itemId: number) => `line.${itemId}`;

export interface ChosenLine {
  item: Item;
  qty: number;
}

/** The lines with a whole number of units above 0 typed, in the order's order. */
export function chosenLines(items: readonly Item[], typed: Record<number, string>): ChosenLine[] {
  const out: ChosenLine[] = [];
  for (const item of items) {
    const text = (typed[item.id] ?? '').trim();
    if (!/^\d+$/.test(text)) continue;
    const qty = Number(text);
    if (qty > 0) out.push({ item, qty });
  }
  return out;
}

/**
 * What the lines would give back at their unit prices, in euro: an estimate only. The server
 * decides the amount (what was paid for those units, a coupon's share taken off, exact to the cent).
 */
export function estimateOf(lines: readonly ChosenLine[]): number {
  const cents = lines.reduce((sum, l) => sum + Math.round(l.item.price * 100) * l.qty, 0);
  return cents / 100;
}

export interface RefundRequest {
  body: AdminRefundBodyInput;
  /** The lines in the order they are sent: a 422's `lines.N.…` names the Nth. */
  sent: ChosenLine[];
}

/**
 * The request the form's values make, or the German field errors that stop it before it is sent:
 * a quantity that is not a whole number from 0 up to what the line has left, no line chosen, an
 * amount above what is left to refund, and whatever the contract's schema refuses (reason, amount).
 */
export function refundRequest(
  order: Pick<AdminOrderDetail, 'items' | 'refundable'>,
  values: RefundFormValues,
  noLinesText: string,
): { request: RefundRequest } | { errors: Record<string, string> } {
  const { items } = order;
  const errors: Record<string, string> = {};
  let sent: ChosenLine[] = [];
  let body: AdminRefundBodyInput;
  if (values.mode === 'lines') {
    for (const item of items) {
      const text = (values.lines[item.id] ?? '').trim();
      if (text === '') continue;
      if (!/^\d+$/.test(text)) errors[lineField(item.id)] = adminOrderTexts.refundLineQty;
      else if (Number(text) > item.refundable_qty)
        errors[lineField(item.id)] = adminOrderTexts.refundLineTooMany(item.refundable_qty);
    }
    sent = chosenLines(items, values.lines);
    if (sent.length === 0 && Object.keys(errors).length === 0) errors.lines = noLinesText;
    body = {
      lines: sent.map((l) => ({ item_id: l.item.id, qty: l.qty })),
      reason: values.reason,
      restock: values.restock,
    };
  } else {
    // The API reads the amount strictly (euro.ts): what was typed loses its spaces and "€" first.
    body = { amount: tidyEuroInput(values.amount), reason: values.reason, restock: values.restock };
    const amount = parseEuro(body.amount);
    if (amount !== undefined && amount > order.refundable + 1e-9)
      errors.amount = adminOrderTexts.refundTooMuch(formatPrice(order.refundable));
  }
  const parsed = adminRefundBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = formField(issue.path.map(String).join('.'), sent);
      // "No line and no amount" is said above, in the words of the lines.
      if (values.mode === 'lines' && key === 'amount') continue;
      if (!errors[key]) errors[key] = issue.message;
    }
  return Object.keys(errors).length > 0 ? { errors } : { request: { body, sent } };
}

/** The API's field name (`lines.0.qty`, `lines.1.item_id`, `amount`) as the form's. */
function formField(apiField: string, sent: readonly ChosenLine[]): string {
  const line = /^lines\.(\d+)\./.exec(apiField);
  if (!line) return apiField;
  const chosen = sent[Number(line[1])];
  return chosen ? lineField(chosen.item.id) : 'lines';
}

/** A 422's field errors, keyed for the form (the first message per field). */
export function formFields(apiFields: Record<string, string>, sent: readonly ChosenLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(apiFields)) {
    const key = formField(field, sent);
    if (!out[key]) out[key] = message;
  }
  return out;
}
