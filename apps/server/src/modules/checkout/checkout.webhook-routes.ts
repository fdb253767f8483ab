import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { PaymentService } from './payment.service.ts';
import { paypalCaptureEventSchema, webhookReplySchema } from '@wohnwerk/contract/checkout';
import {
  PAYPAL_TRANSMISSION_HEADERS,
  type PaypalTransmission,
  paypalClient,
  stripeClient,
  verifyPaypalWebhook,
} from '../payment-providers/payment-providers.ts';

/**
 * POST /api/v1/webhooks/paypal: PayPal tells us a capture completed or was refunded; see paypalWebhook below.
 * POST /api/v1/webhooks/stripe: Stripe tells us a PaymentIntent succeeded (e.g. the browser closed
 * before our charge answer arrived), or a refund was made (also one in Stripe's dashboard). The signature is checked on the raw body; an event is handled
 * once (webhook_events), and confirming an already paid order changes nothing.
 */
export async function checkoutWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify;
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  const stripe = stripeClient(app.config.STRIPE_SECRET_KEY ?? 'sk_unset', app.config.STRIPE_API_BASE);
  const paypalWebhookId =
    app.config.PAYPAL_CLIENT_ID && app.config.PAYPAL_CLIENT_SECRET ? app.config.PAYPAL_WEBHOOK_ID : undefined;
  const paypal = paypalWebhookId
    ? paypalClient(app.config.PAYPAL_CLIENT_ID!, app.config.PAYPAL_CLIENT_SECRET!, app.config.PAYPAL_API_BASE)
    : null;
  const pay = new PaymentService(app.db, app.paymentProviders, app.config.publicUrl);

  // The signature covers the exact bytes: this scope keeps the body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      config: { access: 'public', errors: [400, 404] },
      schema: {
        tags: ['checkout'],
        operationId: 'stripeWebhook',
        description:
          'Stripe events (payment_intent.succeeded; refund.created and refund.updated, decision 147), verified by signature, handled once.',
        response: { 200: webhookReplySchema },
      },
    },
    async (request, reply) => {
      if (!secret) throw new AppError('not_found', 'Nicht Gefunden!');
      let event: ReturnType<typeof stripe.webhooks.constructEvent>;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          secret,
        );
      } catch {
        throw new AppError('bad_request', 'Ungültige Signatur.');
      }
      await pay.stripeEvent(event);
      return reply.send({ received: true });
    },
  );
  // Only with PayPal's keys and the webhook id: without them no delivery could ever be verified.
  app.post(
    '/webhooks/paypal',
    {
      config: { access: 'public', errors: [400, 404] },
      schema: {
        tags: ['checkout'],
        operationId: 'paypalWebhook',
        description:
          "PayPal events (PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.REFUNDED), verified through PayPal's verify-webhook-signature, handled once.",
        response: { 200: webhookReplySchema },
      },
    },
    async (request, reply) => {
      if (!paypal || !paypalWebhookId) throw new AppError('not_found', 'Nicht Gefunden!');
      let body: unknown;
      try {
        body = JSON.parse((request.body as Buffer).toString('utf8'));
      } catch {
        throw new AppError('bad_request', 'Ungültige Nachricht.');
      }
      const event = paypalCaptureEventSchema.safeParse(body);
      const transmission = Object.fromEntries(
        Object.entries(PAYPAL_TRANSMISSION_HEADERS).map(([field, header]) => [
          field,
          String(request.headers[header] ?? ''),
        ]),
      ) as PaypalTransmission;
      // PayPal verifies against the event exactly as delivered, so the parsed body is sent, not the zod output.
      if (
        !event.success ||
        Object.values(transmission).some((v) => !v) ||
        !(await verifyPaypalWebhook(paypal, paypalWebhookId, transmission, body))
      ) {
        throw new AppError('bad_request', 'Ungültige Signatur.');
      }
      if (event.data.event_type === 'PAYMENT.CAPTURE.REFUNDED') await pay.paypalRefunded(event.data);
      else await pay.paypalCaptureCompleted(event.data);
      return reply.send({ received: true });
    },
  );
}
