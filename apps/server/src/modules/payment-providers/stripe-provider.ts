import Stripe from 'stripe';
import type {
  ActionRequired,
  CardPaymentState,
  CardProvider,
  ChargeRequest,
  PaymentResult,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';

/** Stripe's client pointed at api.stripe.com, or at another host (a local stand-in in tests). */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const AUTHENTICATION_FAILED =
  'Ihre Bank hat die Zahlung nicht bestätigt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Karte.';

/**
 * Stripe's API writes its card messages in English; the storefront is German. The usual codes get
 * their German text, any other decline the general one (Stripe's code stays in the payment row).
 */
const CARD_MESSAGES: Record<string, string> = {
  card_declined: 'Ihre Karte wurde abgelehnt.',
  generic_decline: 'Ihre Karte wurde abgelehnt.',
  insufficient_funds: 'Ihre Karte ist nicht ausreichend gedeckt.',
  lost_card: 'Ihre Karte wurde abgelehnt.',
  stolen_card: 'Ihre Karte wurde abgelehnt.',
  expired_card: 'Ihre Karte ist abgelaufen.',
  incorrect_cvc: 'Die Prüfnummer (CVC) Ihrer Karte ist falsch.',
  incorrect_number: 'Die Kartennummer ist falsch.',
  processing_error: 'Bei der Verarbeitung Ihrer Karte ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  payment_intent_authentication_failure: AUTHENTICATION_FAILED,
};
const germanCardMessage = (error: { code?: string | null; decline_code?: string | null } | null | undefined) =>
  CARD_MESSAGES[error?.decline_code ?? ''] ?? CARD_MESSAGES[error?.code ?? ''] ?? CARD_MESSAGES.card_declined;

/** Stripe's PaymentIntent statuses as the shop tells them apart. */
function stateOf(intent: Stripe.PaymentIntent): CardPaymentState {
  const status: CardPaymentState['status'] =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'requires_action' || intent.status === 'requires_confirmation'
        ? 'requires_action'
        : intent.status === 'processing' || intent.status === 'requires_capture'
          ? 'processing'
          : 'failed';
  return {
    ref: intent.id,
    status,
    amountCents: intent.status === 'succeeded' ? intent.amount_received || intent.amount : intent.amount,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    clientSecret: intent.client_secret ?? null,
    message:
      status === 'failed'
        ? intent.last_payment_error
          ? germanCardMessage(intent.last_payment_error)
          : AUTHENTICATION_FAILED
        : null,
  };
}

/**
 * Cards through Stripe (official `stripe` package): one PaymentIntent per charge, confirmed at
 * once with the token or PaymentMethod the browser's card element made, for the order's total in
 * cents, EUR, with the shop's idempotency key (a retry returns the first PaymentIntent). The
 * key is also in the metadata, so the webhook finds the payment.
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;
  constructor(private readonly stripe: Stripe) {}

  async charge(request: ChargeRequest): Promise<PaymentResult | ActionRequired> {
    const method = request.token.startsWith('pm_')
      ? { payment_method: request.token }
      : { payment_method_data: { type: 'card' as const, card: { token: request.token } } as never };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'eur',
          confirm: true,
          description: request.description,
          metadata: { order_number: request.orderNumber, payment_key: request.idempotencyKey },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...method,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded')
        return { ok: true, ref: intent.id, amountCents: intent.amount_received || intent.amount };
      // 3-D Secure: not a decline. The browser shows the bank's challenge with this secret (decision 054).
      if (intent.status === 'requires_action' && intent.client_secret)
        return { ok: 'action', ref: intent.id, clientSecret: intent.client_secret };
      return {
        ok: false,
        message: 'Die Zahlung wurde von der Bank nicht bestätigt. Bitte versuchen Sie es mit einer anderen Karte.',
      };
    } catch (err) {
      // A declined card is the customer's news, in German; anything else is ours.
      if (err instanceof Stripe.errors.StripeCardError)
        return { ok: false, message: germanCardMessage({ code: err.code, decline_code: err.decline_code }) };
      throw err;
    }
  }

  /**
   * Refunds API: a refund of the PaymentIntent for the amount in cents, with the shop's
   * idempotency key. Stripe's "pending" is money on its way (it settles by itself); only a
   * refusal or "failed" is not a refund.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentRef,
          amount: request.amountCents,
          metadata: { order_number: request.orderNumber, refund_key: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'succeeded' || refund.status === 'pending') return { ok: true, ref: refund.id };
      return { ok: false, message: 'Stripe hat die Erstattung nicht ausgeführt.' };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError)
        return { ok: false, message: `Stripe hat die Erstattung abgelehnt: ${err.message}`.slice(0, 300) };
      throw err;
    }
  }

  async retrieve(ref: string): Promise<CardPaymentState> {
    return stateOf(await this.stripe.paymentIntents.retrieve(ref));
  }

  async cancel(ref: string): Promise<CardPaymentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.cancel(ref));
    } catch (err) {
      // Succeeded (or already cancelled) in the meantime: Stripe refuses, and its state is the answer.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state')
        return this.retrieve(ref);
      throw err;
    }
  }
}
