import Stripe from 'stripe';
import type { TestContext } from './test-app.ts';

/** Sends `event` to the shop's Stripe webhook, signed with `secret` as Stripe would sign it. */
export function postStripeWebhook(t: TestContext, event: unknown, secret: string) {
  const payload = JSON.stringify(event);
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return t.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
