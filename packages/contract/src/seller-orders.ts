import { z } from 'zod';
import { carriers } from './carriers.ts';
import { isoDay, positiveId, requiredText } from './fields.ts';

/**
 * Seller orders (issue 38, decision 170): when an order is paid, each marketplace seller gets the order's lines of
 * their shops as one seller order `WW-YYYY-NNNNNN-S{n}`; the seller confirms it with a ship date, ships it with
 * carrier and tracking number (in several shipments if need be) or refuses a line it cannot deliver. Messages are
 * German; the portal translates its own labels.
 */

export const sellerOrderStatuses = [
  'open',
  'confirmed',
  'partially_shipped',
  'shipped',
  'refused',
  'cancelled',
] as const;
export type SellerOrderStatus = (typeof sellerOrderStatuses)[number];

export const sellerOrderStatusText: Record<SellerOrderStatus, string> = {
  open: 'Zu bestätigen',
  confirmed: 'Bestätigt',
  partially_shipped: 'Teilweise versandt',
  shipped: 'Versandt',
  refused: 'Abgelehnt',
  cancelled: 'Storniert',
};

export const sellerOrderTexts = {
  notFound: 'Bestellung nicht gefunden.',
  lineNotFound: 'Diese Position gehört nicht zu dieser Bestellung.',
  status: 'Bitte wählen Sie einen gültigen Status.',
  page: 'Die Seite muss eine positive ganze Zahl sein.',
  day: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  dayRange: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.',
  shipOnPast: 'Das voraussichtliche Versanddatum darf nicht in der Vergangenheit liegen.',
  notOpen: 'Diese Bestellung ist abgeschlossen und kann nicht mehr geändert werden.',
  confirmed: 'Die Bestellung wurde bestätigt.',
  shipped: 'Die Sendung wurde erfasst.',
  refused: 'Die Position wurde abgelehnt. Wohnwerk erstattet sie dem Kunden.',
  carrierRequired: 'Bitte geben Sie den Versanddienstleister an.',
  carrierUnknown: `Bitte wählen Sie einen Versanddienstleister aus der Liste (${carriers.join(', ')}).`,
  trackingRequired: 'Bitte geben Sie die Sendungsnummer an.',
  trackingFormat: 'Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten.',
  trackingTooLong: 'Die Sendungsnummer darf höchstens 60 Zeichen lang sein.',
  linesRequired: 'Bitte nennen Sie mindestens eine Position mit ihrer Stückzahl.',
  lineId: 'Bitte geben Sie eine gültige Position an.',
  lineTwice: 'Bitte nennen Sie jede Position nur einmal.',
  qty: 'Bitte geben Sie eine ganze Stückzahl ab 1 an.',
  qtyTooMany: (left: number) =>
    left === 0
      ? 'Diese Position ist schon vollständig versandt oder abgelehnt.'
      : `Von dieser Position können höchstens noch ${left} Stück versandt werden.`,
  lineRefused: 'Diese Position wurde abgelehnt und kann nicht versandt werden.',
  refuseShipped: 'Von dieser Position wurde bereits etwas versandt: sie kann nicht mehr abgelehnt werden.',
  refuseTwice: 'Diese Position wurde bereits abgelehnt.',
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  reasonTooLong: 'Der Grund darf höchstens 500 Zeichen lang sein.',
  staffShipSellers:
    'Die übrigen Positionen dieser Bestellung versenden die Verkäufer selbst: ihr Status folgt deren Sendungen.',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const SELLER_ORDERS_PER_PAGE = 25;

export const sellerOrderListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(sellerOrderStatuses, { error: sellerOrderTexts.status }).optional()),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: sellerOrderTexts.page })
      .int({ error: sellerOrderTexts.page })
      .min(1, { error: sellerOrderTexts.page })
      .max(1_000_000, { error: sellerOrderTexts.page })
      .optional()
      .default(1),
  ),
});
export type SellerOrderListQuery = z.input<typeof sellerOrderListQuerySchema>;

export const sellerOrderParamsSchema = z.object({ id: positiveId(sellerOrderTexts.notFound) });
export const sellerOrderLineParamsSchema = z.object({
  id: positiveId(sellerOrderTexts.notFound),
  orderItemId: positiveId(sellerOrderTexts.lineNotFound),
});

/** Confirming: the day the seller expects to ship (today or later, Europe/Berlin; the server checks the day). */
export const sellerOrderConfirmSchema = z.object({
  expected_ship_on: isoDay({ day: sellerOrderTexts.day, range: sellerOrderTexts.dayRange }),
});
export type SellerOrderConfirm = z.infer<typeof sellerOrderConfirmSchema>;

/** A shipment: carrier of the carriers table (one tracking link per carrier), tracking number, the units it holds. */
export const sellerShipmentSchema = z.object({
  carrier: z.preprocess(
    trimmed,
    z
      .string({ error: sellerOrderTexts.carrierRequired })
      .min(1, { error: sellerOrderTexts.carrierRequired })
      .pipe(z.enum(carriers, { error: sellerOrderTexts.carrierUnknown })),
  ),
  tracking_number: z.preprocess(
    trimmed,
    z
      .string({ error: sellerOrderTexts.trackingRequired })
      .min(1, { error: sellerOrderTexts.trackingRequired, abort: true })
      .max(60, { error: sellerOrderTexts.trackingTooLong })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: sellerOrderTexts.trackingFormat }),
  ),
  lines: z
    .array(
      z.object({
        order_item_id: positiveId(sellerOrderTexts.lineId),
        qty: z.coerce
          .number({ error: sellerOrderTexts.qty })
          .int({ error: sellerOrderTexts.qty })
          .min(1, { error: sellerOrderTexts.qty })
          .max(1000, { error: sellerOrderTexts.qty }),
      }),
      { error: sellerOrderTexts.linesRequired },
    )
    .min(1, { error: sellerOrderTexts.linesRequired })
    .max(200, { error: sellerOrderTexts.linesRequired })
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.order_item_id))
          ctx.addIssue({ code: 'custom', path: [i, 'order_item_id'], message: sellerOrderTexts.lineTwice });
        seen.add(l.order_item_id);
      });
    }),
});
export type SellerShipmentBody = z.infer<typeof sellerShipmentSchema>;

export const sellerRefuseSchema = z.object({
  reason: requiredText(500, { required: sellerOrderTexts.reasonRequired, tooLong: sellerOrderTexts.reasonTooLong }),
});
export type SellerRefuseBody = z.infer<typeof sellerRefuseSchema>;

// Answers ----------------------------------------------------------------------------------

const shipmentLineSchema = z.object({ order_item_id: z.number(), qty: z.number() });

export const sellerShipmentAnswerSchema = z.object({
  id: z.number(),
  carrier: z.string(),
  tracking_number: z.string(),
  /** The carrier's tracking page; null for a forwarder (Spedition). */
  tracking_url: z.string().nullable(),
  /** ISO instant. */
  shipped_at: z.string(),
  lines: z.array(shipmentLineSchema),
});

export const sellerOrderLineSchema = z.object({
  order_item_id: z.number(),
  product_name: z.string(),
  code: z.string().nullable(),
  qty: z.number(),
  shipped_qty: z.number(),
  refused: z.boolean(),
  refusal_reason: z.string().nullable(),
  unit_price_cents: z.number(),
  line_cents: z.number(),
});

export const sellerOrderSchema = z
  .object({
    id: z.number(),
    /** WW-YYYY-NNNNNN-S{n}. */
    number: z.string(),
    order_number: z.string(),
    status: z.enum(sellerOrderStatuses),
    status_text: z.string(),
    /** ISO instant. */
    created_at: z.string(),
    /** YYYY-MM-DD, given when confirming. */
    expected_ship_on: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    shipping_address: z.object({
      name: z.string(),
      street: z.string(),
      zip: z.string(),
      city: z.string(),
      country: z.string(),
      phone: z.string().optional(),
    }),
    lines: z.array(sellerOrderLineSchema),
    shipments: z.array(sellerShipmentAnswerSchema),
  })
  .meta({ id: 'SellerOrder' });
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerOrderReplySchema = z.object({ message: z.string().optional(), data: sellerOrderSchema });
export type SellerOrderReply = z.infer<typeof sellerOrderReplySchema>;
export const sellerOrderListReplySchema = z.object({
  data: z.array(sellerOrderSchema),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});
export type SellerOrderListReply = z.infer<typeof sellerOrderListReplySchema>;

/** The portal's start page: seller orders to confirm, to ship (confirmed or partly shipped), refused lines, returns. */
export const sellerSummarySchema = z.object({
  to_confirm: z.number(),
  to_ship: z.number(),
  refused: z.number(),
  /** Units of the seller's lines given back by a refund (withdrawals and returns staff refunded by line). */
  returns: z.number(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;
export const sellerSummaryReplySchema = z.object({ data: sellerSummarySchema });

// Staff and customer views -------------------------------------------------------------------

/** A seller order as the staff order detail lists it. */
export const adminSellerOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  seller_id: z.number(),
  seller_name: z.string(),
  status: z.enum(sellerOrderStatuses),
  status_text: z.string(),
  expected_ship_on: z.string().nullable(),
});
export type AdminSellerOrder = z.infer<typeof adminSellerOrderSchema>;

/** A shipment of the order (a seller's, or Wohnwerk's own: seller_order_id null) as staff see it. */
export const adminOrderShipmentSchema = z.object({
  id: z.number(),
  seller_order_id: z.number().nullable(),
  /** The seller's company; null for Wohnwerk's own shipment. */
  seller_name: z.string().nullable(),
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
  lines: z.array(z.object({ order_item_id: z.number(), product_name: z.string(), qty: z.number() })),
});
export type AdminOrderShipment = z.infer<typeof adminOrderShipmentSchema>;

/** A shipment as the customer sees it on their order. */
export const customerShipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
  lines: z.array(z.object({ product_name: z.string(), qty: z.number() })),
});
export type CustomerShipment = z.infer<typeof customerShipmentSchema>;

/** A refused line staff have not refunded yet (GET /admin/seller-refusals): refund it by line on its order. */
export const sellerRefusalSchema = z.object({
  order_item_id: z.number(),
  order_number: z.string(),
  seller_order_id: z.number(),
  seller_order_number: z.string(),
  seller_id: z.number(),
  seller_name: z.string(),
  product_name: z.string(),
  qty: z.number(),
  /** Units of the line not refunded yet. */
  refundable_qty: z.number(),
  line_cents: z.number(),
  reason: z.string(),
  /** ISO instant. */
  refused_at: z.string(),
});
export type SellerRefusal = z.infer<typeof sellerRefusalSchema>;
export const sellerRefusalListReplySchema = z.object({ data: z.array(sellerRefusalSchema) });
