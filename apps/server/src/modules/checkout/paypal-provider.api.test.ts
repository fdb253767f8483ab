import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture } from './checkout.fixtures.ts';

/**
 * A local stand-in for PayPal's REST API, reached by the official SDK as its HTTP proxy: it
 * answers the OAuth token, order creation and capture, and keeps what the adapter sent (amount,
 * EUR, PayPal-Request-Id). Like PayPal, a repeated request id gets the first answer.
 */
interface Seen {
  url: string;
  body: Record<string, unknown>;
  requestId: string | undefined;
}
const seen: Seen[] = [];
const byRequestId = new Map<string, unknown>();
const amounts = new Map<string, { currency_code: string; value: string }>();
const standIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'https://api-m.sandbox.paypal.com');
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const body = raw && (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw) as Record<string, unknown>) : {};
    seen.push({ url: url.pathname, body, requestId });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    if (url.pathname === '/v1/oauth2/token') return send(200, { access_token: 'A21-standin', token_type: 'Bearer', expires_in: 32400 });
    if (requestId && byRequestId.has(requestId)) return send(201, byRequestId.get(requestId));
    let answer: unknown;
    if (url.pathname === '/v2/checkout/orders') {
      const id = `PP${seen.length}`;
      amounts.set(id, (body.purchase_units as { amount: { currency_code: string; value: string } }[])[0].amount);
      answer = { id, status: 'CREATED' };
    } else {
      const id = /\/v2\/checkout\/orders\/([^/]+)\/capture/.exec(url.pathname)?.[1] ?? '';
      const amount = amounts.get(id);
      if (!amount) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      answer = { id, status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount }] } }] };
    }
    if (requestId) byRequestId.set(requestId, answer);
    send(201, answer);
  });
});

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const port = (standIn.address() as AddressInfo).port;
  t = await createTestContext({ PAYPAL_CLIENT_ID: 'client-standin', PAYPAL_CLIENT_SECRET: 'secret-standin', PAYPAL_API_BASE: `http://127.0.0.1:${port}` });
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('the PayPal adapter against a local stand-in', () => {
  it('creates a PayPal order for the order total in EUR with the request id, and captures it once', async () => {
    expect((await api('GET', '/payment-config')).json().paypal).toBe('paypal');
    const me = await t.user('customer');
    const order = (await api('POST', '/order', { auth: me.auth, payload: { items: [{ product_id: f.table.id, qty: 2 }], shipping_address: address, billing_address: address, payment_method: 'paypal' } })).json().order;
    const created = await api('POST', '/paypal/create-order', { auth: me.auth, payload: { order_id: order.id } });
    expect(created.statusCode).toBe(200);
    const create = seen.find((s) => s.url === '/v2/checkout/orders')!;
    expect(create.requestId).toBe(`paypal-create:${order.id}`);
    expect(create.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ reference_id: order.order_number, amount: { currency_code: 'EUR', value: '399.98' } }] });

    const payload = { order_id: order.id, paypal_order_id: created.json().id };
    const first = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    const second = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    expect([first.json().data.status, second.json().data.status]).toEqual(['paid', 'paid']);
    const captures = seen.filter((s) => s.url.endsWith('/capture'));
    expect(captures).toHaveLength(1);
    expect(captures[0].requestId).toBe(`paypal-capture:${created.json().id}`);
  });
});
