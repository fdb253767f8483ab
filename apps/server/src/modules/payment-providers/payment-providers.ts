import type { FastifyInstance } from 'fastify';
import { stripeEnabled, type Config } from '../../config.ts';
import { TestCardProvider, TestPaypalProvider, type PaymentProviders } from './payment-provider.ts';
import { PaypalApiProvider, paypalClient } from './paypal-provider.ts';
import { StripeCardProvider, stripeClient } from './stripe-provider.ts';

/** What the webhook routes (checkout) need of the providers: their clients and PayPal's signature check. */
export {
  PAYPAL_TRANSMISSION_HEADERS,
  type PaypalTransmission,
  verifyPaypalWebhook,
} from './paypal-provider.ts';
export { paypalClient, stripeClient };

declare module 'fastify' {
  interface FastifyInstance {
    /** The card and PayPal providers of this app, chosen once at start (paymentProvidersPlugin). */
    paymentProviders: PaymentProviders;
  }
}

/** Stripe and PayPal when their keys are set (DESIGN.md "Payments"); the built-in test providers otherwise. */
function createPaymentProviders(config: Config): PaymentProviders {
  const card = stripeEnabled(config)
    ? new StripeCardProvider(stripeClient(config.STRIPE_SECRET_KEY!, config.STRIPE_API_BASE))
    : new TestCardProvider();
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? new PaypalApiProvider(
          paypalClient(config.PAYPAL_CLIENT_ID, config.PAYPAL_CLIENT_SECRET, config.PAYPAL_API_BASE),
        )
      : new TestPaypalProvider();
  return { card, paypal };
}

/**
 * Decorates the app with its payment providers once, before the modules are registered: the
 * API routes, the root routes (webhooks) and staff refunds, which Fastify encapsulates apart,
 * share one set. skip-override (what fastify-plugin sets) puts the decoration on the app itself
 * rather than on a child context.
 */
export const paymentProvidersPlugin = Object.assign(
  async (app: FastifyInstance) => {
    app.decorate('paymentProviders', createPaymentProviders(app.config));
  },
  { [Symbol.for('skip-override')]: true },
);
