import { z } from 'zod';
import { isoDay } from './fields.ts';

/** Shop figures for staff (GET /admin/figures, decision 140): German error texts, as every shop-administration answer. */
export const figuresTexts = {
  day: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.',
  range: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.',
  order: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  span: 'Der Zeitraum darf höchstens 3 Jahre umfassen.',
  threshold: 'Der Schwellenwert muss eine ganze Zahl von 0 bis 1000 sein.',
  tooManyStreams:
    'Die Kennzahlen sind in zu vielen Fenstern geöffnet. Bitte schließen Sie eines davon und versuchen Sie es erneut.',
} as const;

export const FIGURES_MAX_DAYS = 1100;
export const figuresGranularities = ['day', 'week', 'month'] as const;
export type FiguresGranularity = (typeof figuresGranularities)[number];

/** The funnel's steps in order: product button, the four checkout steps, the order placed, the order paid. */
export const funnelSteps = [
  'ADD_TO_CART',
  'STEP_1',
  'STEP_2',
  'STEP_3',
  'STEP_4',
  'ORDER_PLACED',
  'ORDER_PAID',
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** A Berlin day of the shop's range (decision 148): the server walks a period day by day. */
const day = isoDay({ day: figuresTexts.day, range: figuresTexts.range });

/** Whole days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const figuresQuerySchema = z
  .object({
    from: day,
    to: day,
    granularity: z.enum(figuresGranularities).default('day'),
    low_stock_below: z.coerce
      .number({ error: figuresTexts.threshold })
      .int({ error: figuresTexts.threshold })
      .min(0, { error: figuresTexts.threshold })
      .max(1000, { error: figuresTexts.threshold })
      .default(5),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: figuresTexts.order });
    else if (daysBetween(q.from, q.to) > FIGURES_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: figuresTexts.span });
  });
export type FiguresQuery = z.input<typeof figuresQuerySchema>;

const euro = z.number().describe('euro, two decimals');

export const figuresTotalsSchema = z.object({
  /** Gross (VAT included) of the orders paid in the period, less what was refunded of them; see decision 140. */
  revenue: euro,
  /**
   * The orders' net: their lines' net at each line's VAT rate, less the net of refunds (decision 153).
   * Coupons and gift codes are price reductions split across the rates, so revenue = revenue_net + vat.
   */
  revenue_net: euro,
  /** The VAT of those orders, per their rates. */
  vat: euro,
  /** Paid orders (not refunded, not cancelled), by day of payment. */
  orders: z.number().int(),
  average_order_value: euro,
  /** Refunds booked in the period (count, euro). */
  refunds: z.number().int(),
  refunded: euro,
  /** Withdrawals declared in the period; euro: totals of those orders that had been paid. */
  withdrawals: z.number().int(),
  withdrawn: euro,
  coupon_orders: z.number().int(),
  coupon_discount: euro,
  gift_orders: z.number().int(),
  gift_discount: euro,
  /** Orders placed in the period (any status) and how many of them were paid. */
  placed: z.number().int(),
  placed_paid: z.number().int(),
});
export type FiguresTotals = z.infer<typeof figuresTotalsSchema>;

const ranked = z.object({ id: z.number().int(), name: z.string(), revenue: euro, units: z.number().int() });

export const figuresReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(figuresGranularities),
  time_zone: z.literal('Europe/Berlin'),
  totals: figuresTotalsSchema,
  /** The period of the same length just before (from − n days … from − 1 day). */
  previous: z.object({ from: z.string(), to: z.string(), totals: figuresTotalsSchema }),
  /** One entry per day, ISO week (Monday) or month of the period, empty ones included; period = its first day. */
  series: z.array(z.object({ period: z.string(), revenue: euro, orders: z.number().int() })),
  funnel: z.array(
    z.object({
      step: z.enum(funnelSteps),
      count: z.number().int(),
      /** Percent of the previous step's count that did not reach this one; null for the first step or after 0. */
      drop_off: z.number().nullable(),
    }),
  ),
  top_products: z.array(ranked),
  top_categories: z.array(ranked),
  customers: z.object({
    new: z.object({ orders: z.number().int(), revenue: euro }),
    returning: z.object({ orders: z.number().int(), revenue: euro }),
  }),
  low_stock: z.object({
    below: z.number().int(),
    products: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), stock: z.number().int() })),
  }),
});
export type FiguresReply = z.infer<typeof figuresReplySchema>;
