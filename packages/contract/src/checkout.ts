import { z } from 'zod';
import { MAX_LINE_QTY, MAX_ORDER_UNITS } from './cart.ts';
import { emailAddress, positiveId, requiredText, zipCode } from './fields.ts';
import { orderAddressAnswerSchema } from './order-address.ts';
import { checkBusinessAddress, companyField, vatIdField } from './vat-id.ts';

/**
 * Checkout, payments, orders and the withdrawal function (account-checkout-pricing §2–§9,
 * shop-rules "The server decides every amount", "Payment providers", "Coupons and gift codes").
 * The browser sends ids and quantities; every amount in an answer is the server's.
 */

export const REQUIRED = 'Dies ist ein Pflichtfeld.';
const id = (message = 'Bitte geben Sie eine gültige ID an.') => positiveId(message);

export const orderStatuses = [
  'pending_payment',
  'paid',
  'processing',
  /** Some units are on their way, others not yet (seller shipments, decision 170). */
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses as the customer reads them (shop-rules "The customer sees them in German"). */
export const orderStatusText: Record<OrderStatus, string> = {
  pending_payment: 'Zahlung ausstehend',
  paid: 'Bezahlt',
  processing: 'In Bearbeitung',
  partially_shipped: 'Teilweise versandt',
  shipped: 'Versandt',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
  refunded: 'Erstattet',
};

export const checkoutTexts = {
  orderPlaced: 'Bestellung wurde aufgegeben',
  tooManyUnits: `Höchstens ${MAX_ORDER_UNITS} Stück pro Bestellung. Größere Mengen bestellen Sie bitte in mehreren Bestellungen.`,
  tooManyOpenOrders:
    'Sie haben bereits mehrere Bestellungen, deren Zahlung noch läuft. Bitte schließen Sie diese zuerst ab.',
  paid: 'Zahlung erfolgreich',
  unavailable: (names: string[]) =>
    `Diese Artikel sind nicht mehr in der gewünschten Menge verfügbar: ${names.join(', ')}.`,
  amountMismatch: 'Der Betrag stimmt nicht mit der Bestellung überein.',
  notPayable: 'Diese Bestellung kann nicht mehr bezahlt werden.',
  paymentRunning: 'Die Zahlung für diese Bestellung wird gerade verarbeitet.',
  authenticate: 'Bitte bestätigen Sie die Zahlung bei Ihrer Bank.',
  awaitingAuthentication: 'Die Zahlung wartet noch auf die Bestätigung bei Ihrer Bank.',
  paymentNotFound: 'Diese Zahlung wurde nicht gefunden.',
  paymentMismatch: 'Die Zahlung passt nicht zu dieser Bestellung.',
  orderNotFound: 'Bestellung nicht gefunden.',
  orderRequired: 'Bitte geben Sie eine Bestellung oder den Betrag an.',
  noPayableOrder: 'Es gibt keine offene Bestellung, die bezahlt werden kann.',
  idempotencyReuse: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  emailQueued: 'Die Bestellbestätigung wurde erneut gesendet.',
  cancelled: 'Die Bestellung wurde storniert.',
  notCancellable: 'Nur eine noch nicht bezahlte Bestellung kann storniert werden.',
  withdrawalNotFound: 'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.',
  withdrawalDone: 'Ihr Widerruf ist eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
  withdrawalAlready: 'Für diese Bestellung ist bereits ein Widerruf eingegangen.',
  withdrawalLate: 'Die Widerrufsfrist für diese Bestellung ist abgelaufen.',
  withdrawalCancelled: 'Diese Bestellung wurde storniert; ein Widerruf ist nicht nötig.',
  couponUnknown: 'Dieser Gutscheincode ist unbekannt.',
  couponExpired: 'Dieser Gutschein ist abgelaufen.',
  couponNotYet: 'Dieser Gutschein ist noch nicht gültig.',
  couponUsedUp: 'Dieser Gutschein wurde bereits eingelöst.',
  couponMinimum: (min: string) => `Dieser Gutschein gilt ab einem Bestellwert von ${min}.`,
  couponPercent: (value: string) => `Gutschein: ${value} % Rabatt`,
  couponFixed: (value: string) => `Gutschein: ${value} Rabatt`,
} as const;

// Cart and totals ---------------------------------------------------------------------------

/**
 * The spec's cart item carries both product_id and light_id (§3 "Cart item"): the one that does
 * not apply may come as null or empty, and is then simply absent (not a wrong id).
 */
const absentWhenEmpty = (v: unknown) => (v === null || v === '' ? undefined : v);
/** The accessory flag as a browser may keep it: true/false, 1/0 or their strings; missing is a product. */
const lightFlag = z.preprocess(
  (v) =>
    v === null || v === undefined
      ? false
      : v === 1 || v === '1' || v === 'true'
        ? true
        : v === 0 || v === '0' || v === 'false'
          ? false
          : v,
  z.boolean({ error: 'Bitte wählen Sie ein Produkt.' }),
);

/** A cart line as the browser keeps it; only ids, the accessory flag and the quantity are read. */
export const cartItemSchema = z
  .object({
    is_light: lightFlag,
    product_id: z.preprocess(absentWhenEmpty, id('Bitte wählen Sie ein Produkt.').optional()),
    light_id: z.preprocess(absentWhenEmpty, id('Bitte wählen Sie ein Zubehör.').optional()),
    qty: z.coerce
      .number({ error: `Die Menge muss zwischen 1 und ${MAX_LINE_QTY} liegen.` })
      .int()
      .min(1, { error: 'Die Menge muss mindestens 1 sein.' })
      .max(MAX_LINE_QTY, { error: `Die Menge darf höchstens ${MAX_LINE_QTY} sein.` }),
  })
  .refine((line) => (line.is_light ? line.light_id !== undefined : line.product_id !== undefined), {
    error: 'Bitte wählen Sie ein Produkt.',
  });
export type CartItemInput = z.infer<typeof cartItemSchema>;

const items = z
  .array(cartItemSchema, { error: 'Der Warenkorb ist leer.' })
  .min(1, { error: 'Der Warenkorb ist leer.' })
  .max(50, { error: 'Höchstens 50 Positionen pro Bestellung.' });
const couponCode = z.string().trim().max(60, { error: 'Der Gutscheincode ist zu lang.' }).optional().nullable();

export const paymentTotalsSchema = z.object({ items, coupon: couponCode });
export type PaymentTotalsInput = z.infer<typeof paymentTotalsSchema>;

/**
 * One VAT rate's part of an amount, in euro: net + vat = gross (§14 Abs. 4 Nr. 8 UStG). Shipping,
 * coupons and gift codes are split across the rates in proportion to the goods' values; each rate is
 * rounded once.
 */
export const vatShareSchema = z.object({
  /** Percent: 7 or 19. */
  rate: z.number(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});
export type VatShareEntry = z.infer<typeof vatShareSchema>;

export const paymentTotalsReplySchema = z.object({
  /** The amount that will be charged, in euro. */
  total_price: z.number(),
  subtotal_price: z.number(),
  /** A coupon's or a gift code's reduction (both price reductions, decision 153). */
  discount: z.number(),
  /** VAT contained in the order: the sum of vat_breakdown's. */
  vat: z.number(),
  /**
   * VAT per rate, lowest rate first, of what is charged: a coupon or gift code is split across the
   * rates in proportion to the goods, so the rates' gross adds up to total_price.
   */
  vat_breakdown: z.array(vatShareSchema),
  couponExist: z.enum(['exist', 'notexist']),
  couponText: z.string(),
  /**
   * Lines the stock does not cover now (decision 117): stock 0 is "nicht lieferbar", a smaller stock
   * names how many are left. The cart and checkout step 1 say it; placing the order refuses them.
   */
  not_in_stock: z.array(z.object({ id: z.number(), name: z.string(), available: z.number() })),
});
export type PaymentTotalsReply = z.infer<typeof paymentTotalsReplySchema>;

// Addresses on an order ---------------------------------------------------------------------

const numberAsText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const addressText = (max: number) => requiredText(max, { required: REQUIRED, tooLong: `Höchstens ${max} Zeichen.` });
const optionalName = z.string().trim().max(60, { error: 'Höchstens 60 Zeichen.' }).optional();
export const checkoutAddressSchema = z.object({
  /** The recipient as one line (the spec's combined model); first_name and last_name win when sent. */
  name: z.string().trim().max(120).optional(),
  /**
   * The recipient a parcel is addressed to (docs/decisions/118). The checkout form requires them
   * (checkoutFormAddressSchema); a caller of the spec's payload without them ships to the account's name.
   */
  first_name: optionalName,
  last_name: optionalName,
  address_1: addressText(190),
  address_2: addressText(190),
  city: addressText(120),
  state: z.string().trim().max(120).optional().nullable(),
  country: addressText(60),
  // §5: digits only, 4 to 6; the numeric error reuses the required message. The spec's forms have
  // number inputs, so a zip or phone may arrive as a JSON number.
  zip: zipCode({ required: REQUIRED }),
  phone: z.preprocess(numberAsText, z.string().trim().max(40).optional().nullable()),
  /** A business customer's company and USt-IdNr. (decision 158); the billing address's make the invoice a business one. */
  company: companyField,
  vat_id: vatIdField,
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The address as checkout step 1 asks it: the recipient's first and last name are required there. */
export const checkoutFormAddressSchema = checkoutAddressSchema
  .extend({
    first_name: addressText(60),
    last_name: addressText(60),
  })
  .superRefine(checkBusinessAddress);

/** "Erika Mustermann": the recipient line an order keeps, from first and last name, else the one-line name. */
export const recipientOf = (a: Pick<CheckoutAddress, 'name' | 'first_name' | 'last_name'>): string | undefined =>
  [a.first_name, a.last_name].filter(Boolean).join(' ') || a.name || undefined;

const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The billing address in the names of the spec's combined checkout model (billing_address_1,
 * billing_city, ...) when it carries them: the page may send that model whole.
 */
const billingNamed = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = value as Record<string, unknown>;
  if (fields.billing_address_1 === undefined) return value;
  const shared = Object.entries(fields).filter(([key]) => key === 'name' || key === 'phone');
  const billing = Object.entries(fields)
    .filter(([key]) => key.startsWith('billing_'))
    .map(([key, v]) => [key.slice('billing_'.length), v]);
  return Object.fromEntries([...shared, ...billing]);
};

/** The spec sends the addresses as JSON strings; objects are taken too. */
const addressField = z.preprocess(parsedJson, checkoutAddressSchema.superRefine(checkBusinessAddress));
const billingAddressField = z.preprocess(
  (value) => billingNamed(parsedJson(value)),
  checkoutAddressSchema.superRefine(checkBusinessAddress),
);

export const paymentMethods = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** An order's lines: together at most MAX_ORDER_UNITS units, and one product at most MAX_LINE_QTY however it is split. */
const orderItems = items.superRefine((lines, ctx) => {
  if (lines.reduce((sum, l) => sum + l.qty, 0) > MAX_ORDER_UNITS)
    ctx.addIssue({ code: 'custom', message: checkoutTexts.tooManyUnits });
  const perProduct = new Map<number | undefined, number>();
  for (const l of lines) {
    const key = l.is_light ? l.light_id : l.product_id;
    perProduct.set(key, (perProduct.get(key) ?? 0) + l.qty);
  }
  if ([...perProduct.values()].some((qty) => qty > MAX_LINE_QTY))
    ctx.addIssue({ code: 'custom', message: `Die Menge darf höchstens ${MAX_LINE_QTY} sein.` });
});

export const orderCreateSchema = z.object({
  items: orderItems,
  coupon: couponCode,
  shipping_address: addressField,
  billing_address: billingAddressField,
  payment_method: z.enum(paymentMethods, { error: 'Bitte wählen Sie eine Zahlungsart.' }).optional().default('card'),
  // Sent by the spec's page and ignored: the server decides number, amount and text.
  amount: z.unknown().optional(),
  order_number: z.unknown().optional(),
  couponText: z.unknown().optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const orderSummarySchema = z
  .object({
    id: z.number(),
    order_number: z.string(),
    amount: z.number(),
    status: z.enum(orderStatuses),
    status_text: z.string(),
    created_at: z.string(),
    withdrawn_at: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderCreateReplySchema = z.object({ message: z.string(), data: z.number(), order: orderSummarySchema });

// Payment -----------------------------------------------------------------------------------

export const chargeSchema = z.object({
  /**
   * The order to pay. The spec's payload (token, source, amount, description) names none: then the
   * caller's newest unpaid order is paid, and `amount` must be its total (docs/decisions/055).
   */
  order_id: id('Bitte geben Sie eine Bestellung an.').optional(),
  /** The provider's card token made in the browser (never a card number). */
  token: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(200),
  source: z.string().max(40).optional(),
  /** Optional check: when sent it must equal the order's total. */
  amount: z.number().optional(),
  description: z.string().max(300).optional(),
});
export type ChargeInput = z.infer<typeof chargeSchema>;

export const paidReplySchema = z.object({ message: z.string(), data: orderSummarySchema });
export type PaidReply = z.infer<typeof paidReplySchema>;

/**
 * POST /charge answers 202 with this when the bank asks for Strong Customer Authentication
 * (3-D Secure): the order is not paid and not declined. The browser shows the bank's step with
 * Stripe.js (`handleNextAction` with the client secret) and then calls POST /charge/confirm.
 */
export const chargeActionReplySchema = z.object({
  message: z.string(),
  requires_action: z.literal(true),
  /** The provider's payment id (Stripe PaymentIntent `pi_…`), sent back to POST /charge/confirm. */
  payment_intent: z.string(),
  client_secret: z.string(),
});
export type ChargeActionReply = z.infer<typeof chargeActionReplySchema>;

/** POST /charge/confirm: after the customer's authentication the server reads the payment again. */
export const chargeConfirmSchema = z.object({
  order_id: id('Bitte geben Sie eine Bestellung an.'),
  payment_intent: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^pi_\w{1,120}$/, { error: 'Bitte geben Sie eine gültige Zahlung an.' }),
});
export type ChargeConfirmInput = z.infer<typeof chargeConfirmSchema>;

export const paypalCreateSchema = z.object({ order_id: id('Bitte geben Sie eine Bestellung an.') });
export const paypalCreateReplySchema = z.object({ id: z.string(), amount: z.string(), currency: z.literal('EUR') });
export const paypalCaptureSchema = z.object({
  order_id: id('Bitte geben Sie eine Bestellung an.'),
  paypal_order_id: z.string().min(1).max(120),
});

/** What a payment provider's webhook gets back once an event is accepted (or was seen before). */
export const webhookReplySchema = z.object({ received: z.literal(true) });

/**
 * The part of PayPal's capture events the shop reads: PAYMENT.CAPTURE.COMPLETED (the resource is
 * the capture) and PAYMENT.CAPTURE.REFUNDED (the resource is the refund; its `up` link names the
 * capture, its custom_id the shop's refund key when the shop asked for it).
 */
export const paypalCaptureEventSchema = z
  .object({
    id: z.string().min(1).max(120),
    event_type: z.string(),
    resource: z
      .object({
        id: z.string().min(1).max(120),
        status: z.string().optional(),
        custom_id: z.string().max(127).optional(),
        amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
        links: z.array(z.object({ href: z.string(), rel: z.string() }).loose()).optional(),
        supplementary_data: z
          .object({ related_ids: z.object({ order_id: z.string().max(120).optional() }).optional() })
          .optional(),
      })
      .loose(),
  })
  .loose();

/** Which provider answers, so the screens can say "Testzahlung" for the built-in one. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  paypal: z.enum(['test', 'paypal']),
  test: z.boolean(),
  stripe_publishable_key: z.string().nullable(),
  paypal_client_id: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

// Orders ------------------------------------------------------------------------------------

export const orderItemSchema = z.object({
  product_id: z.number().nullable(),
  is_light: z.boolean(),
  product_name: z.string(),
  product_description: z.string(),
  price: z.number(),
  qty: z.number(),
  line_total: z.number(),
  /** The VAT rate of the line, as when the order was placed. */
  vat_rate: z.number(),
});
export const orderDetailSchema = orderSummarySchema.extend({
  subtotal: z.number(),
  discount: z.number(),
  vat: z.number(),
  /** VAT per rate as charged (see paymentTotalsReplySchema). */
  vat_breakdown: z.array(vatShareSchema),
  couponText: z.string().nullable(),
  coupon_code: z.string().nullable(),
  payment_method: z.string(),
  paid_at: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string() }),
  billing_address: orderAddressAnswerSchema,
  shipping_address: orderAddressAnswerSchema,
  items: z.array(orderItemSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListReplySchema = z.object({ data: z.array(orderSummarySchema) });
export const orderDetailReplySchema = z.object({ data: orderDetailSchema });
export const orderNumberParamsSchema = z.object({ order_number: z.string().trim().min(1).max(20) });
export const orderIdParamsSchema = z.object({ order_id: id('Die Bestell-ID muss eine positive ganze Zahl sein.') });
export const orderIdBodySchema = z.object({ order_id: id('Bitte geben Sie eine Bestellung an.') });
export const linkReplySchema = z.object({ url: z.string() });

/**
 * What a checkout step records: the step, the addresses as the address step checked them and the
 * cart's ids. Only these fields are kept (anything else the body carries is dropped), each
 * within the sizes a real checkout has.
 */
export const orderClickSchema = z.object({
  step: z.string().regex(/^STEP_[1-4]$/, { error: 'Unbekannter Schritt.' }),
  shipping_address: z.preprocess(parsedJson, checkoutAddressSchema.partial()).optional(),
  billing_address: z.preprocess(parsedJson, checkoutAddressSchema.partial()).optional(),
  // Pairs of light_id or shopmarketplace_id with a light flag; the id that does not apply may be null.
  items: z
    .array(
      z.object({
        light_id: z.number().int().nullish(),
        shopmarketplace_id: z.number().int().nullish(),
        light: z.preprocess((v) => (v === 1 ? true : v === 0 ? false : v), z.boolean().nullish()),
      }),
    )
    .max(50)
    .optional(),
});
/** A checkout step's body is a few kB at most; far more is refused (413) before it is parsed. */
export const ORDER_CLICK_BODY_LIMIT = 16 * 1024;

// Withdrawal ("Vertrag widerrufen") ---------------------------------------------------------

const email = emailAddress({ required: REQUIRED, invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
const orderNumber = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(20, { error: 'Die Bestellnummer ist zu lang.' });
export const withdrawalLookupSchema = z.object({ order_number: orderNumber, email });
export type WithdrawalLookupInput = z.infer<typeof withdrawalLookupSchema>;
export const withdrawalSchema = withdrawalLookupSchema.extend({
  name: z.string().trim().max(120).optional(),
  reason: z.string().trim().max(2000).optional(),
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;
export const withdrawalLookupReplySchema = z.object({
  data: z.object({
    order_number: z.string(),
    created_at: z.string(),
    amount: z.number(),
    items: z.array(z.string()),
    deadline: z.string(),
  }),
});
export type WithdrawalLookupReply = z.infer<typeof withdrawalLookupReplySchema>;
export const withdrawalReplySchema = z.object({
  message: z.string(),
  data: z.object({ order_number: z.string(), withdrawn_at: z.string() }),
});
export type WithdrawalReply = z.infer<typeof withdrawalReplySchema>;
