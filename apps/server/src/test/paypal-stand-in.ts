import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of PayPal's REST API the shop uses (never for production),
 * reached by the official SDK over plain HTTP (PAYPAL_API_BASE, see paypal-provider.ts): the
 * OAuth token, order creation, capture (naming the order's custom_id, as PayPal does), the refund
 * of a capture, which gives back at most what the capture took, and webhook verification, which
 * passes only the signature `sig-genuine`. Like PayPal, a repeated PayPal-Request-Id gets the first
 * answer. It keeps every request so tests can check what was sent.
 */
interface PaypalSeen {
  url: string;
  body: Record<string, unknown>;
  requestId: string | undefined;
  auth: string | undefined;
}
type Amount = { currency_code: string; value: string };

export async function startPaypalStandIn() {
  const seen: PaypalSeen[] = [];
  const byRequestId = new Map<string, { status: number; answer: unknown }>();
  const amounts = new Map<string, Amount>();
  const customIds = new Map<string, string>();
  const captures = new Map<string, { amount: Amount; refundedCents: number }>();
  const cents = (a: Amount) => Math.round(Number(a.value) * 100);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'https://api-m.sandbox.paypal.com');
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      const body =
        raw && (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw) as Record<string, unknown>) : {};
      seen.push({ url: url.pathname, body, requestId, auth: req.headers.authorization });
      const send = (status: number, answer: unknown) => {
        if (requestId) byRequestId.set(requestId, { status, answer });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (url.pathname === '/v1/oauth2/token')
        return send(200, { access_token: 'A21-standin', token_type: 'Bearer', expires_in: 32400 });
      if (url.pathname === '/v1/notifications/verify-webhook-signature')
        return send(200, { verification_status: body.transmission_sig === 'sig-genuine' ? 'SUCCESS' : 'FAILURE' });
      const earlier = requestId ? byRequestId.get(requestId) : undefined;
      if (earlier) {
        res.writeHead(earlier.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(earlier.answer));
      }
      if (url.pathname === '/v2/checkout/orders') {
        const id = `PP${seen.length}`;
        const [unit] = body.purchase_units as { amount: Amount; custom_id: string }[];
        amounts.set(id, unit.amount);
        customIds.set(id, unit.custom_id);
        return send(201, { id, status: 'CREATED' });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
      if (capture) {
        const amount = amounts.get(capture[1]);
        if (!amount) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        const captureId = `CAP-${capture[1]}`;
        captures.set(captureId, { amount, refundedCents: 0 });
        return send(201, {
          id: capture[1],
          status: 'COMPLETED',
          purchase_units: [
            {
              payments: {
                captures: [{ id: captureId, status: 'COMPLETED', amount, custom_id: customIds.get(capture[1]) }],
              },
            },
          ],
        });
      }
      const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
      if (refund) {
        const taken = captures.get(refund[1]);
        if (!taken) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        const amount = (body.amount as Amount | undefined) ?? taken.amount;
        if (taken.refundedCents + cents(amount) > cents(taken.amount))
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
        taken.refundedCents += cents(amount);
        return send(201, { id: `REF-${seen.length}`, status: 'COMPLETED', amount });
      }
      send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    captures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
