import { z } from 'zod';
import {
  type OrderStatus,
  orderDetailSchema,
  orderStatuses,
  orderSummarySchema,
  paymentMethods,
  vatShareSchema,
} from './checkout.ts';
import { carriers } from './carriers.ts';
import { euroAmount, isoDay } from './fields.ts';
import { orderAddressAnswerSchema } from './order-address.ts';
import { adminOrderShipmentSchema, adminSellerOrderSchema, customerShipmentSchema } from './seller-orders.ts';

/**
 * Shop administration of orders (staff side): the order list and its export, the order detail,
 * status changes, refunds, invoices and credit notes; and the fields the customer's own order
 * answers gain from them. Messages are German (the shop's language); the admin screens translate
 * their own labels.
 */

export const adminOrderTexts = {
  notFound: 'Bestellung nicht gefunden.',
  invoiceNotFound: 'Rechnung nicht gefunden.',
  eInvoiceNotFound: 'Zu diesem Beleg gibt es keine E-Rechnung: sie gibt es nur für Bestellungen mit Firmenadresse.',
  statusChanged: 'Der Status der Bestellung wurde geändert.',
  /** A transition the order's current status does not allow. */
  transitionForbidden: (from: string, to: string) =>
    `Eine Bestellung im Status „${from}“ kann nicht auf „${to}“ gesetzt werden.`,
  /** Another change came first: the status the request started from is no longer the order's. */
  changedMeanwhile: 'Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu.',
  carrierRequired: 'Bitte geben Sie den Versanddienstleister an.',
  carrierUnknown: `Bitte wählen Sie einen Versanddienstleister aus der Liste (${carriers.join(', ')}).`,
  trackingRequired: 'Bitte geben Sie die Sendungsnummer an.',
  trackingFormat: 'Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten.',
  deliveredInFuture: 'Das Zustelldatum darf nicht in der Zukunft liegen.',
  deliveredBeforeShipped: 'Das Zustelldatum darf nicht vor dem Versanddatum liegen.',
  day: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  dayRange: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.',
  status: 'Bitte wählen Sie einen gültigen Status.',
  paymentMethod: 'Bitte wählen Sie eine gültige Zahlungsart.',
  sort: 'Unbekannte Sortierung.',
  page: 'Die Seite muss eine positive ganze Zahl sein.',
  range: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  refunded: 'Die Erstattung wurde veranlasst.',
  refundAmount: 'Bitte geben Sie einen Betrag größer als 0 mit höchstens zwei Nachkommastellen an.',
  refundReason: 'Bitte geben Sie einen Grund für die Erstattung an.',
  refundTooMuch: (max: string) => `Es können höchstens noch ${max} erstattet werden.`,
  refundNothingPaid: 'Für diese Bestellung wurde nichts bezahlt, das erstattet werden könnte.',
  refundFailed: 'Der Zahlungsanbieter hat die Erstattung abgelehnt.',
  refundRunning: 'Für diese Bestellung läuft gerade eine Erstattung. Bitte versuchen Sie es gleich noch einmal.',
  /** Refunds by line (decision 163). */
  refundLinesOrAmount: 'Bitte wählen Sie Positionen oder geben Sie einen Betrag an, nicht beides.',
  refundLineUnknown: 'Diese Position gehört nicht zu der Bestellung.',
  refundLineTwice: 'Bitte nennen Sie jede Position nur einmal.',
  refundLineQty: 'Bitte geben Sie eine ganze Stückzahl ab 1 an.',
  refundLineTooMany: (left: number) =>
    left === 0
      ? 'Diese Position ist schon vollständig erstattet.'
      : `Von dieser Position können höchstens noch ${left} Stück erstattet werden.`,
  idempotencyRequired: 'Bitte senden Sie einen Idempotency-Key mit.',
  idempotencyReuse: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
} as const;

/** The German status names as the admin list shows them (same words as the customer's). */
export { orderStatusText } from './checkout.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: adminOrderTexts.tooLong(max) });
/** A calendar day in Europe/Berlin, YYYY-MM-DD, within the shop's range (decision 148: the year 0 answered 500). */
export const adminDay = isoDay({ day: adminOrderTexts.day, range: adminOrderTexts.dayRange });

// Order list -------------------------------------------------------------------------------

/** Sort keys of the order list; a leading minus sorts descending. */
export const adminOrderSorts = [
  '-created_at',
  'created_at',
  '-order_number',
  'order_number',
  '-amount',
  'amount',
  'customer_name',
  '-customer_name',
  'status',
  '-status',
] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];
export const ADMIN_ORDERS_PER_PAGE = 25;

/** Filters shared by the list and its XLSX export. `from`/`to` are inclusive days (Europe/Berlin) of created_at. */
const filterFields = {
  /** Order number, customer name or e-mail. */
  q: z.preprocess(blankToUndefined, text(190).optional()),
  status: z.preprocess(blankToUndefined, z.enum(orderStatuses, { error: adminOrderTexts.status }).optional()),
  payment_method: z.preprocess(
    blankToUndefined,
    z.enum(paymentMethods, { error: adminOrderTexts.paymentMethod }).optional(),
  ),
  from: z.preprocess(blankToUndefined, adminDay.optional()),
  to: z.preprocess(blankToUndefined, adminDay.optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(adminOrderSorts, { error: adminOrderTexts.sort }).optional().default('-created_at'),
  ),
};
const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

export const adminOrderExportQuerySchema = z
  .object(filterFields)
  .refine(rangeInOrder, { error: adminOrderTexts.range, path: ['to'] });
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

export const adminOrderListQuerySchema = z
  .object({
    ...filterFields,
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: adminOrderTexts.page })
        .int({ error: adminOrderTexts.page })
        .min(1, { error: adminOrderTexts.page })
        .max(1_000_000, { error: adminOrderTexts.page })
        .optional()
        .default(1),
    ),
    per_page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: adminOrderTexts.page })
        .int({ error: adminOrderTexts.page })
        .min(1, { error: adminOrderTexts.page })
        .max(100, { error: adminOrderTexts.page })
        .optional()
        .default(ADMIN_ORDERS_PER_PAGE),
    ),
  })
  .refine(rangeInOrder, { error: adminOrderTexts.range, path: ['to'] });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  /** ISO instant. */
  created_at: z.string(),
  customer_name: z.string(),
  email: z.string(),
  /** Order total in euro. */
  amount: z.number(),
  status: z.enum(orderStatuses),
  /** German status name. */
  status_text: z.string(),
  payment_method: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListReplySchema = z.object({
  data: z.array(adminOrderRowSchema),
  meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
});
export type AdminOrderListReply = z.infer<typeof adminOrderListReplySchema>;

// Invoices and credit notes ------------------------------------------------------------------

export const invoiceTypes = ['invoice', 'credit_note'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];
/** RE-2026-000001 (Rechnung) or RK-2026-000001 (Rechnungskorrektur / credit note), gapless per calendar year. */
export const invoiceNumberPattern = /^(RE|RK)-\d{4}-\d{6}$/;

export const invoiceEntrySchema = z.object({
  number: z.string(),
  type: z.enum(invoiceTypes),
  /** ISO instant. */
  issued_at: z.string(),
  /** Gross amount of the document in euro, always positive; a credit note's type says it is money back. */
  total: z.number(),
  net: z.number(),
  vat: z.number(),
  /** Percent, e.g. 19, when the document has one rate; null when it has several (vat_breakdown). */
  vat_rate: z.number().nullable(),
  /** Net, VAT and gross per rate, lowest rate first (a credit note's in proportion to its invoice's). */
  vat_breakdown: z.array(vatShareSchema),
  /** For a credit note: the number of the invoice it corrects. */
  references: z.string().nullable(),
  /**
   * Root-path link `/invoice-pdf/{number}`: opens with the bearer of the order's owner or of staff;
   * a new browser tab asks `POST /api/v1/invoice-pdf-link {number}` for a signed 5-minute link.
   */
  url: z.string(),
  /**
   * A business customer's document (the billing address names a company, decision 158): API path
   * `/api/v1/invoices/{number}.xml` of its EN 16931 e-invoice (XRechnung CII), for the order's owner
   * and staff with their bearer. Null for a private customer's document.
   */
  e_invoice_url: z.string().nullable(),
});
export type InvoiceEntry = z.infer<typeof invoiceEntrySchema>;

export const invoiceLinkBodySchema = z.object({
  number: z.string().trim().regex(invoiceNumberPattern, { error: adminOrderTexts.invoiceNotFound }),
});
export const invoiceNumberParamsSchema = z.object({
  number: z.string().trim().regex(invoiceNumberPattern, { error: adminOrderTexts.invoiceNotFound }),
});

// Order detail -----------------------------------------------------------------------------

export const adminOrderItemSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  is_light: z.boolean(),
  product_name: z.string(),
  product_description: z.string(),
  code: z.string().nullable(),
  price: z.number(),
  qty: z.number(),
  line_total: z.number(),
  /** The line's VAT rate as when the order was placed, and the net and VAT of line_total at it. */
  vat_rate: z.number(),
  net: z.number(),
  vat: z.number(),
  /** Units refunded (succeeded), units that may still be refunded by line, units back in stock (decision 163). */
  refunded_qty: z.number(),
  refundable_qty: z.number(),
  restocked_qty: z.number(),
  /** The seller order the line went to (issue 38); null for Wohnwerk's own line. */
  seller_order_id: z.number().nullable(),
  /** The seller refused the line (out of stock and the like): staff refund it by line. */
  refused: z.boolean(),
  refusal_reason: z.string().nullable(),
});

export const adminPaymentSchema = z.object({
  id: z.number(),
  provider: z.string(),
  method: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  provider_ref: z.string().nullable(),
  created_at: z.string(),
});

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export const adminRefundSchema = z.object({
  id: z.number(),
  /** Euro. */
  amount: z.number(),
  reason: z.string(),
  restock: z.boolean(),
  /** The order lines it gives back (decision 163); empty for a free amount (goodwill, a cancellation). */
  lines: z.array(z.object({ item_id: z.number(), product_name: z.string(), qty: z.number(), amount: z.number() })),
  status: z.enum(refundStatuses),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  created_at: z.string(),
  /** Name of the staff member who refunded; null when the system did (e.g. on cancellation). */
  created_by: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const shipmentSchema = z.object({
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** ISO instant the order was marked shipped. */
  shipped_at: z.string().nullable(),
  /** Day of delivery (YYYY-MM-DD); the 14-day withdrawal period counts from it. */
  delivered_on: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const adminWithdrawalSchema = z.object({
  /** ISO instant the declaration was received. */
  withdrawn_at: z.string(),
  name: z.string().nullable(),
  reason: z.string().nullable(),
  /** Day (YYYY-MM-DD) by which the money must be back: 14 days after the withdrawal (§357 BGB). */
  refund_deadline: z.string(),
});

/**
 * What made a change in an order's history (decision 150): staff (by names them), the payment (the
 * provider's confirmation, by the customer's return or a webhook), the customer (cancelled while
 * unpaid), the expiry sweep (unpaid too long, or released by the customer's newer order), a
 * withdrawal, the provider (a refund its webhook reported) or the system.
 */
export const historySources = [
  'staff',
  'payment',
  'customer',
  'expiry',
  'withdrawal',
  'provider',
  'system',
  'seller',
] as const;
export type HistorySource = (typeof historySources)[number];

/** One entry of the order's history: a status change (from → to) or a refund (amount, its status). */
export const historyEntrySchema = z.object({
  /** ISO instant. */
  at: z.string(),
  kind: z.enum(['status', 'refund']),
  source: z.enum(historySources),
  /** Who changed it; null when source names no person (payment, customer, expiry, provider, system). */
  by: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** A status change's statuses; null for a refund. */
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses).nullable(),
  /** A refund's amount in euro and where it stands; null for a status change. */
  amount: z.number().nullable(),
  refund_status: z.enum(refundStatuses).nullable(),
  /** The staff member's note of a status change, the reason of a refund. */
  note: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const adminOrderDetailSchema = z
  .object({
    id: z.number(),
    order_number: z.string(),
    created_at: z.string(),
    status: z.enum(orderStatuses),
    status_text: z.string(),
    /** Statuses a staff member may set next (empty when none). */
    next_statuses: z.array(z.enum(orderStatuses)),
    user_id: z.number().nullable(),
    customer_name: z.string(),
    email: z.string(),
    payment_method: z.string(),
    paid_at: z.string().nullable(),
    /** Euro amounts. */
    amount: z.number(),
    subtotal: z.number(),
    discount: z.number(),
    vat: z.number(),
    /** VAT per rate as charged, coupon or gift code taken off (see paymentTotalsReplySchema). */
    vat_breakdown: z.array(vatShareSchema),
    /** Sum of succeeded payments, of succeeded refunds, and what may still be refunded. */
    paid: z.number(),
    refunded: z.number(),
    refundable: z.number(),
    coupon: z.object({ code: z.string().nullable(), text: z.string().nullable(), discount: z.number() }).nullable(),
    items: z.array(adminOrderItemSchema),
    shipping_address: orderAddressAnswerSchema,
    billing_address: orderAddressAnswerSchema,
    payments: z.array(adminPaymentSchema),
    refunds: z.array(adminRefundSchema),
    invoices: z.array(invoiceEntrySchema),
    shipment: shipmentSchema,
    /** One per seller with lines in the order, by number (decision 170); empty for Wohnwerk's own order. */
    seller_orders: z.array(adminSellerOrderSchema),
    /** Every shipment of the order, oldest first: the sellers' and Wohnwerk's own. */
    shipments: z.array(adminOrderShipmentSchema),
    withdrawal: adminWithdrawalSchema.nullable(),
    history: z.array(historyEntrySchema),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailReplySchema = z.object({ data: adminOrderDetailSchema });
export type AdminOrderDetailReply = z.infer<typeof adminOrderDetailReplySchema>;

// Status change ----------------------------------------------------------------------------

/** Statuses staff can ask for; `refunded` comes from refunds, `pending_payment`/`paid` from the customer. */
export const adminTargetStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * The transitions staff may make (anything else answers 409). A paid order may be shipped
 * directly: "In Bearbeitung" is a step staff may take, not one they must (decision 157).
 */
export const adminTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: [],
  paid: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  // Wohnwerk's own lines of an order sellers have partly shipped: staff ship them (decision 170).
  partially_shipped: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export const adminStatusChangeSchema = z
  .object({
    /** Any status is read so that a forbidden one answers 409 (not 422); unknown words are 422. */
    status: z.enum(orderStatuses, { error: adminOrderTexts.status }),
    /** One of the carriers table (carriers.ts), so every shipment has its tracking link or, by forwarder, none. */
    carrier: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
      z.enum(carriers, { error: adminOrderTexts.carrierUnknown }).optional(),
    ),
    tracking_number: z.preprocess(
      blankToUndefined,
      text(60)
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: adminOrderTexts.trackingFormat })
        .optional(),
    ),
    /** Day of delivery; defaults to today (Europe/Berlin) for `delivered`. */
    delivered_on: z.preprocess(blankToUndefined, adminDay.optional()),
    note: z.preprocess(blankToUndefined, text(1000).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: adminOrderTexts.carrierRequired });
    if (!body.tracking_number)
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: adminOrderTexts.trackingRequired });
  });
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;
export type AdminStatusChangeInput = z.input<typeof adminStatusChangeSchema>;

export const adminOrderChangeReplySchema = z.object({ message: z.string(), data: adminOrderDetailSchema });
export type AdminOrderChangeReply = z.infer<typeof adminOrderChangeReplySchema>;

// Refunds ----------------------------------------------------------------------------------

/** Euro with at most two decimals ("12,50" and "12.50" are the same), read by the one strict parser (euro.ts). */
const refundAmount = euroAmount(adminOrderTexts.refundAmount, 1_000_000);

const refundLineSchema = z.object({
  /** The order line (`items[].id` of the order detail). */
  item_id: z
    .number({ error: adminOrderTexts.refundLineUnknown })
    .int({ error: adminOrderTexts.refundLineUnknown })
    .positive({ error: adminOrderTexts.refundLineUnknown }),
  qty: z
    .number({ error: adminOrderTexts.refundLineQty })
    .int({ error: adminOrderTexts.refundLineQty })
    .min(1, { error: adminOrderTexts.refundLineQty })
    .max(9999, { error: adminOrderTexts.refundLineQty }),
});

/**
 * A refund (decision 163): either order lines with quantities — the amount is what the customer
 * paid for those units — or a free amount (goodwill). Never more than what was paid and not yet
 * refunded, never more units of a line than it has and were not refunded before.
 */
export const adminRefundBodySchema = z
  .object({
    /** Euro, for a free amount; full or partial. */
    amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), refundAmount.optional()),
    lines: z.array(refundLineSchema).max(200).optional(),
    reason: z
      .string({ error: adminOrderTexts.refundReason })
      .trim()
      .min(1, { error: adminOrderTexts.refundReason })
      .max(500, { error: adminOrderTexts.tooLong(500) }),
    /** Lines: return their units to stock. A free amount: return every unit not yet returned. */
    restock: z.boolean().optional().default(false),
  })
  .superRefine((body, ctx) => {
    const lines = body.lines ?? [];
    if (lines.length && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: adminOrderTexts.refundLinesOrAmount });
    if (!lines.length && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: adminOrderTexts.refundAmount });
    const seen = new Set<number>();
    lines.forEach((l, i) => {
      if (seen.has(l.item_id))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'item_id'], message: adminOrderTexts.refundLineTwice });
      seen.add(l.item_id);
    });
  });
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;
export type AdminRefundBodyInput = z.input<typeof adminRefundBodySchema>;

// The customer's own order answers ---------------------------------------------------------

/** Fields GET /order and GET /order/{order_number} add for the customer (invoice URLs open for the owner only). */
export const customerOrderTrackingFields = {
  /** Euro given back so far (succeeded refunds); 0 when nothing was refunded. */
  refunded: z.number(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_on: z.string().nullable(),
  invoices: z.array(invoiceEntrySchema),
};
export const customerOrderSummarySchema = orderSummarySchema.extend(customerOrderTrackingFields);
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;
export const customerOrderDetailSchema = orderDetailSchema.extend({
  ...customerOrderTrackingFields,
  /** Each parcel or forwarder delivery with its carrier and tracking link, oldest first (decision 170). */
  shipments: z.array(customerShipmentSchema),
  /** The refunds given back, oldest first, with the lines each covered (empty for a free amount; decision 163). */
  refunds: z.array(
    z.object({
      amount: z.number(),
      created_at: z.string(),
      lines: z.array(z.object({ product_name: z.string(), qty: z.number(), amount: z.number() })),
    }),
  ),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;
export const customerOrderListReplySchema = z.object({ data: z.array(customerOrderSummarySchema) });
export const customerOrderDetailReplySchema = z.object({ data: customerOrderDetailSchema });
