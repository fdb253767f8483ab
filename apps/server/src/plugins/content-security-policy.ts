import { stripeEnabled, type Config } from '../config.ts';

/**
 * The shop's Content-Security-Policy. Only the shop's own origin, except Stripe.js when cards go
 * through Stripe: its script, the frames of its card field and of the bank's 3-D Secure step,
 * and its API (Stripe's documented CSP list). Without Stripe the policy stays closed.
 */
export function cspDirectives(config: Pick<Config, 'STRIPE_SECRET_KEY'>): Record<string, string[]> {
  const stripe = stripeEnabled(config);
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
    'object-src': ["'self'"],
  };
}
