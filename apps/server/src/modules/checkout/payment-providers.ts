import type { Config } from '../../config.ts';
import { TestCardProvider, TestPaypalProvider, type PaymentProviders } from './payment-provider.ts';
import { StripeCardProvider, stripeClient } from './stripe-provider.ts';

/**
 * Stripe for cards when STRIPE_SECRET_KEY is set (DESIGN.md "Payments"); the built-in test
 * providers otherwise. PayPal stays on the test provider until its adapter lands (see the
 * checkout report): the interface is the same.
 */
export function createPaymentProviders(config: Config): PaymentProviders {
  const card = config.STRIPE_SECRET_KEY ? new StripeCardProvider(stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE)) : new TestCardProvider();
  return { card, paypal: new TestPaypalProvider() };
}
