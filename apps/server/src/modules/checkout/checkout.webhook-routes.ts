import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { payments, webhookEvents } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { PaymentService } from './checkout.payment.ts';
import { paymentProvidersOf } from './payment-provider.ts';
import { createPaymentProviders } from './payment-providers.ts';
import { stripeClient } from './stripe-provider.ts';

/**
 * POST /api/v1/webhooks/stripe: Stripe tells us a PaymentIntent succeeded (e.g. the browser closed
 * before our charge answer arrived). The signature is checked on the raw body; an event is handled
 * once (webhook_events), and confirming an already paid order changes nothing.
 */
export async function checkoutWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify;
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  const stripe = stripeClient(app.config.STRIPE_SECRET_KEY ?? 'sk_unset', app.config.STRIPE_API_BASE);
  const pay = new PaymentService(app.db, paymentProvidersOf(app, () => createPaymentProviders(app.config)), app.config.publicUrl);

  // The signature covers the exact bytes: this scope keeps the body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    { config: { access: 'public' }, schema: { tags: ['checkout'], operationId: 'stripeWebhook', description: 'Stripe events (payment_intent.succeeded), verified by signature, handled once.' } },
    async (request, reply) => {
      if (!secret) throw new AppError('not_found', 'Nicht Gefunden!');
      let event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''), secret);
      } catch {
        throw new AppError('bad_request', 'Ungültige Signatur.');
      }
      const fresh = await app.db.insert(webhookEvents).values({ provider: 'stripe', eventId: event.id }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
      if (!fresh.length || event.type !== 'payment_intent.succeeded') return reply.send({ received: true });
      const intent = event.data.object;
      const key = intent.metadata?.payment_key;
      if (!key) return reply.send({ received: true });
      const [payment] = await app.db.select().from(payments).where(and(eq(payments.idempotencyKey, key), eq(payments.provider, 'stripe')));
      if (payment && (intent.amount_received || intent.amount) === payment.amountCents) {
        await app.db.transaction((tx) => pay.confirmPaid(tx, payment.id, intent.id));
      } else if (payment) {
        await app.db.update(payments).set({ message: 'Webhook-Betrag passt nicht zur Bestellung.', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
      }
      return reply.send({ received: true });
    },
  );
}
