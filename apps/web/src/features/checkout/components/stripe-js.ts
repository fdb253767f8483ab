import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, loaded from js.stripe.com once per page when the Stripe card path first needs it
 * (decision 054). The `pure` entry loads nothing on import: this module sits in a chunk that only
 * the Stripe path imports, and the CSP allows Stripe's hosts only while Stripe is active.
 */
let loading: { key: string; stripe: Promise<Stripe> } | null = null;

export function stripeFor(publishableKey: string): Promise<Stripe> {
  if (!loading || loading.key !== publishableKey) {
    const stripe = loadStripe(publishableKey, { locale: 'de' }).then((s) => {
      if (!s) throw new Error('Stripe.js is not available');
      return s;
    });
    // A failed load (offline, blocked) is tried again next time.
    stripe.catch(() => {
      if (loading?.stripe === stripe) loading = null;
    });
    loading = { key: publishableKey, stripe };
  }
  return loading.stripe;
}

/**
 * The bank's step for a payment that asks for Strong Customer Authentication (3-D Secure).
 * Its outcome is not trusted here: the server reads the payment from Stripe afterwards.
 */
export async function authenticateCardPayment(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  await stripe.handleNextAction({ clientSecret });
}
