import { startPaypalStandIn } from './paypal-stand-in.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';

/**
 * Both payment providers' local stand-ins, and the configuration that points the app at them
 * (Stripe for cards, PayPal through its API): for tests of what goes through either provider.
 */
export async function startProviderStandIns() {
  const stripe = await startStripeStandIn();
  const paypal = await startPaypalStandIn();
  return {
    stripe,
    paypal,
    config: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: 'client-standin',
      PAYPAL_CLIENT_SECRET: 'secret-standin',
      PAYPAL_API_BASE: paypal.url,
    },
    close: async () => {
      await stripe.close();
      await paypal.close();
    },
  };
}
