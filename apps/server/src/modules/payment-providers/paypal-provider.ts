import http from 'node:http';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import type { PaymentResult, PaypalProvider, RefundRequest, RefundResult } from './payment-provider.ts';
import { euroTextToCents } from '../../lib/money.ts';

/**
 * PayPal's client (official `@paypal/paypal-server-sdk`). apiBase: unset = live; a sandbox.paypal.com
 * URL = sandbox; any other URL = the sandbox API's requests sent to that host over plain HTTP, which
 * is how the tests put a local stand-in in PayPal's place (the SDK has no base-URL option).
 */
export function paypalClient(clientId: string, clientSecret: string, apiBase?: string): Client {
  const base = apiBase ? new URL(apiBase) : null;
  const standIn = base && !base.hostname.endsWith('paypal.com');
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    environment: base ? Environment.Sandbox : Environment.Production,
    timeout: 15_000,
    ...(standIn ? { unstable_httpClientOptions: { transport: rerouted(base), maxRedirects: 0 } } : {}),
  });
}

/** An axios transport that sends every request to the stand-in's host over plain HTTP, path and headers unchanged. */
const rerouted = (base: URL) => ({
  request: (options: http.RequestOptions, callback: (res: http.IncomingMessage) => void) =>
    http.request(
      {
        ...options,
        protocol: 'http:',
        host: base.hostname,
        hostname: base.hostname,
        port: Number(base.port || 80),
        agent: undefined,
      },
      callback,
    ),
});

/**
 * PayPal orders for the shop order's own total in EUR; the PayPal-Request-Id header carries the
 * shop's idempotency key, so a repeated create or capture returns the first answer at PayPal.
 */
export class PaypalApiProvider implements PaypalProvider {
  readonly name = 'paypal' as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  constructor(client: Client) {
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  /** Refund of the capture (POST /v2/payments/captures/{id}/refund); PENDING is money on its way. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const { result } = await this.payments.refundCapturedPayment({
        captureId: request.paymentRef,
        paypalRequestId: request.idempotencyKey,
        body: {
          amount: { currencyCode: request.currency, value: (request.amountCents / 100).toFixed(2) },
          noteToPayer: request.reason.slice(0, 255),
          // PayPal's PAYMENT.CAPTURE.REFUNDED names it, so the webhook knows the refund as the shop's (decision 147).
          ...(request.idempotencyKey.length <= 127 ? { customId: request.idempotencyKey } : {}),
        },
      });
      if ((result.status === 'COMPLETED' || result.status === 'PENDING') && result.id)
        return { ok: true, ref: result.id };
      return { ok: false, message: 'PayPal hat die Erstattung nicht ausgeführt.' };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 422 || status === 400) return { ok: false, message: 'PayPal hat die Erstattung abgelehnt.' };
      throw err;
    }
  }

  async createOrder(request: { amountCents: number; currency: 'EUR'; idempotencyKey: string; orderNumber: string }) {
    const { result } = await this.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: request.orderNumber,
            customId: request.idempotencyKey,
            amount: { currencyCode: request.currency, value: (request.amountCents / 100).toFixed(2) },
          },
        ],
      },
      paypalRequestId: request.idempotencyKey,
    });
    if (!result.id) throw new Error('PayPal answered no order id');
    return { id: result.id };
  }

  async capture(request: { paypalOrderId: string; idempotencyKey: string }): Promise<PaymentResult> {
    try {
      const { result } = await this.orders.captureOrder({
        id: request.paypalOrderId,
        paypalRequestId: request.idempotencyKey,
      });
      const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (result.status !== 'COMPLETED' || !capture?.id)
        return { ok: false, message: 'PayPal hat die Zahlung nicht abgeschlossen.' };
      if (capture.amount?.currencyCode !== 'EUR')
        return { ok: false, message: 'PayPal hat eine andere Währung gebucht.' };
      const customId = capture.customId ?? result.purchaseUnits?.[0]?.customId;
      return {
        ok: true,
        ref: capture.id,
        amountCents: euroTextToCents(capture.amount?.value),
        ...(customId ? { customId } : {}),
      };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 422)
        return { ok: false, message: 'PayPal hat die Zahlung abgelehnt. Bitte wählen Sie eine andere Zahlungsart.' };
      throw err;
    }
  }
}

/** The transmission headers PayPal sends with every webhook delivery, named as its verify call wants them. */
export const PAYPAL_TRANSMISSION_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;
export type PaypalTransmission = Record<keyof typeof PAYPAL_TRANSMISSION_HEADERS, string>;

/**
 * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature).
 * The SDK has no controller for it, so the request goes through the client's own request builder:
 * same OAuth token, environment and (in tests) stand-in transport as the orders calls. Only
 * verification_status SUCCESS counts; any error answer counts as not verified.
 */
export async function verifyPaypalWebhook(
  client: Client,
  webhookId: string,
  transmission: PaypalTransmission,
  event: unknown,
): Promise<boolean> {
  try {
    const req = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
    req.header('Content-Type', 'application/json');
    req.json({ ...transmission, webhook_id: webhookId, webhook_event: event });
    req.authenticate([{ oauth2: true }]);
    const { result } = await req.callAsText();
    return (JSON.parse(result) as { verification_status?: string }).verification_status === 'SUCCESS';
  } catch {
    return false;
  }
}
