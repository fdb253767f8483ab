import { createHash } from 'node:crypto';

/**
 * One interface for every payment provider (DESIGN.md "Payments", shop-rules "Payment
 * providers"). The shop only ever asks for an order's own total, in cents, in EUR, with an
 * idempotency key, so a repeated request never charges twice at the provider either.
 */
export interface ChargeRequest {
  amountCents: number;
  currency: 'EUR';
  /** The card token the provider's element made in the browser. */
  token: string;
  idempotencyKey: string;
  description: string;
  orderNumber: string;
}

export type PaymentResult =
  | {
      ok: true;
      ref: string;
      amountCents: number;
      /** The reference the payment was created with, when the provider names it (PayPal's custom_id). */
      customId?: string;
    }
  | { ok: false; message: string };

/**
 * The bank wants the customer to authenticate (Strong Customer Authentication, 3-D Secure): the
 * payment is neither paid nor declined yet. The browser finishes it with the client secret.
 */
export interface ActionRequired {
  ok: 'action';
  ref: string;
  clientSecret: string;
}

/** A card payment as the provider knows it now, read again after the customer's authentication. */
export interface CardPaymentState {
  ref: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** Why it failed, in the provider's words (authentication refused, card declined). */
  message: string | null;
}

/** Money back for (part of) a payment, through the provider that took it, with the shop's idempotency key. */
export interface RefundRequest {
  /** The provider's id of the payment: Stripe PaymentIntent, PayPal capture, test charge. */
  paymentRef: string;
  amountCents: number;
  currency: 'EUR';
  idempotencyKey: string;
  reason: string;
  orderNumber: string;
}
export type RefundResult = { ok: true; ref: string } | { ok: false; message: string };

export interface CardProvider {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<PaymentResult | ActionRequired>;
  /** Reads a payment that waited for authentication (only providers that ask for it). */
  retrieve?(ref: string): Promise<CardPaymentState>;
  /** Gives up a payment still waiting for authentication; answers its state afterwards (it may have succeeded meanwhile). */
  cancel?(ref: string): Promise<CardPaymentState>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface PaypalProvider {
  readonly name: 'test' | 'paypal';
  createOrder(request: {
    amountCents: number;
    currency: 'EUR';
    idempotencyKey: string;
    orderNumber: string;
  }): Promise<{ id: string }>;
  capture(request: { paypalOrderId: string; idempotencyKey: string }): Promise<PaymentResult>;
  /** Refund of (part of) a capture. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface PaymentProviders {
  card: CardProvider;
  paypal: PaypalProvider;
}

/** Stripe's test-mode tokens; the test card element makes them from the card numbers. */
const TEST_TOKENS = { success: 'tok_visa', declined: 'tok_chargeDeclined' } as const;
const TEST_DECLINE_MESSAGE = 'Ihre Karte wurde abgelehnt. (Testzahlung: Karte 4000 0000 0000 0002)';
const TEST_UNKNOWN_CARD_MESSAGE = 'Im Testmodus gilt nur die Testkarte 4242 4242 4242 4242.';

/**
 * Refunds as the built-in providers make them: remembered by idempotency key (a repeat answers the
 * first refund), never more than a known payment's amount. A payment made before the server
 * started (the demo's, or another instance's) is not known here and is refunded as asked.
 */
class TestRefunds {
  private readonly answers = new Map<string, RefundResult>();
  private readonly refunded = new Map<string, number>();
  readonly paid = new Map<string, number>();
  count = 0;

  refund(request: RefundRequest, prefix: string): RefundResult {
    const seen = this.answers.get(request.idempotencyKey);
    if (seen) return seen;
    const before = this.refunded.get(request.paymentRef) ?? 0;
    const paid = this.paid.get(request.paymentRef);
    let result: RefundResult;
    if (paid !== undefined && before + request.amountCents > paid)
      result = { ok: false, message: 'Der Betrag übersteigt die Zahlung (Testzahlung).' };
    else {
      this.count++;
      this.refunded.set(request.paymentRef, before + request.amountCents);
      result = { ok: true, ref: ref(prefix, request.idempotencyKey) };
    }
    this.answers.set(request.idempotencyKey, result);
    return result;
  }
}

const ref = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The built-in provider when no keys are set: no network, behaves like Stripe's test mode.
 * It remembers answers by idempotency key as Stripe does, and counts real charges, so tests can
 * prove a retry charges once.
 */
export class TestCardProvider implements CardProvider {
  readonly name = 'test' as const;
  private readonly answers = new Map<string, PaymentResult>();
  /** Successful charges made (not replays). */
  chargeCount = 0;
  readonly refunds = new TestRefunds();

  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.refunds.refund(request, 'test_re');
  }

  async charge(request: ChargeRequest): Promise<PaymentResult> {
    const seen = this.answers.get(request.idempotencyKey);
    if (seen) return seen;
    let result: PaymentResult;
    if (request.token === TEST_TOKENS.success) {
      this.chargeCount++;
      result = { ok: true, ref: ref('test_ch', request.idempotencyKey), amountCents: request.amountCents };
      this.refunds.paid.set(result.ref, request.amountCents);
    } else if (request.token === TEST_TOKENS.declined) {
      result = { ok: false, message: TEST_DECLINE_MESSAGE };
    } else {
      result = { ok: false, message: TEST_UNKNOWN_CARD_MESSAGE };
    }
    this.answers.set(request.idempotencyKey, result);
    return result;
  }
}

/** Its PayPal button approves at once: create answers an id, capture pays the amount created. */
export class TestPaypalProvider implements PaypalProvider {
  readonly name = 'test' as const;
  private readonly created = new Map<string, { amountCents: number; customId: string }>();
  private readonly captured = new Map<string, PaymentResult>();
  captureCount = 0;
  readonly refunds = new TestRefunds();

  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.refunds.refund(request, 'TEST-REFUND');
  }

  async createOrder(request: { amountCents: number; idempotencyKey: string }) {
    const id = ref('TEST-PAYPAL', request.idempotencyKey);
    this.created.set(id, { amountCents: request.amountCents, customId: request.idempotencyKey });
    return { id };
  }

  async capture(request: { paypalOrderId: string }): Promise<PaymentResult> {
    const seen = this.captured.get(request.paypalOrderId);
    if (seen) return seen;
    const created = this.created.get(request.paypalOrderId);
    if (created === undefined) return { ok: false, message: 'Die PayPal-Zahlung wurde nicht gefunden.' };
    this.captureCount++;
    const result: PaymentResult = { ok: true, ref: `${request.paypalOrderId}-CAPTURE`, ...created };
    this.refunds.paid.set(result.ref, created.amountCents);
    this.captured.set(request.paypalOrderId, result);
    return result;
  }
}
