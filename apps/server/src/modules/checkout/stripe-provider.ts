import Stripe from 'stripe';
import type { CardProvider, ChargeRequest, PaymentResult } from './payment-provider.ts';

/** Stripe's client pointed at api.stripe.com, or at another host (a local stand-in in tests). */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
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

  async charge(request: ChargeRequest): Promise<PaymentResult> {
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
      if (intent.status === 'succeeded') return { ok: true, ref: intent.id, amountCents: intent.amount_received || intent.amount };
      return { ok: false, message: 'Die Zahlung wurde von der Bank nicht bestätigt. Bitte versuchen Sie es mit einer anderen Karte.' };
    } catch (err) {
      // A declined card is the customer's news, with Stripe's message; anything else is ours.
      if (err instanceof Stripe.errors.StripeCardError) return { ok: false, message: err.message };
      throw err;
    }
  }
}
