import { stripeEnabled, type Config } from '../../config.ts';
import { TestCardProvider, TestPaypalProvider, type PaymentProviders } from './payment-provider.ts';
import { PaypalApiProvider, paypalClient } from './paypal-provider.ts';
import { StripeCardProvider, stripeClient } from './stripe-provider.ts';

/** Stripe and PayPal when their keys are set (DESIGN.md "Payments"); the built-in test providers otherwise. */
export function createPaymentProviders(config: Config): PaymentProviders {
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
