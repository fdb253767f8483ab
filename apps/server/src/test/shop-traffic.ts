import type { Answer, proxyClient } from './proxy-client.ts';

/**
 * Steady shop traffic through a proxy for deployment tests: browsers that load the page, the
 * script the page names and the catalogue's answers, and buyers that place an order and pay it,
 * each with its own Idempotency-Key as the shop's checkout sends them. Every answer that is not
 * the expected one, and every request that got no answer, is a failure.
 */

interface Failure {
  what: string;
  status: number;
  error?: string;
  body?: string;
  /** ms since the traffic started. */
  at: number;
}

export interface TrafficOptions {
  client: ReturnType<typeof proxyClient>;
  browsers: number;
  /** Bearer tokens of the buyers, one loop each. */
  buyers: string[];
  productId: number;
  address: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startTraffic(o: TrafficOptions) {
  const started = Date.now();
  const failures: Failure[] = [];
  const placed: string[] = [];
  const paid: string[] = [];
  let requests = 0;
  let running = true;

  const call = async (what: string, expected: number, send: () => Promise<Answer>): Promise<Answer | null> => {
    requests++;
    try {
      const res = await send();
      if (res.status !== expected)
        failures.push({ what, status: res.status, body: res.body.slice(0, 300), at: Date.now() - started });
      return res;
    } catch (err) {
      failures.push({ what, status: 0, error: String(err), at: Date.now() - started });
      return null;
    }
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    call(`GET ${path}`, 200, () => o.client.request('GET', path, { headers }));

  const browse = async () => {
    while (running) {
      const page = await get('/');
      const script = page && /src="(\/assets\/[\w-]+\.js)"/.exec(page.body)?.[1];
      if (script) await get(script, { 'accept-encoding': 'gzip' });
      await get('/api/v1/categories');
      await get(`/api/v1/product/${o.productId}`);
      await get('/api/v1/products');
      await sleep(10);
    }
  };

  const buy = async (buyer: number) => {
    const auth = { authorization: `Bearer ${o.buyers[buyer]}` };
    const body = {
      items: [{ product_id: o.productId, qty: 1 }],
      shipping_address: JSON.stringify(o.address),
      billing_address: JSON.stringify(o.address),
    };
    for (let n = 0; running; n++) {
      const order = await call('POST /api/v1/order', 201, () =>
        o.client.request('POST', '/api/v1/order', {
          headers: { ...auth, 'idempotency-key': `traffic-order-${buyer}-${n}` },
          body,
        }),
      );
      if (order?.status === 201) {
        const created = JSON.parse(order.body) as { data: number; order: { order_number: string } };
        placed.push(created.order.order_number);
        const charge = await call('POST /api/v1/charge', 200, () =>
          o.client.request('POST', '/api/v1/charge', {
            headers: { ...auth, 'idempotency-key': `traffic-charge-${buyer}-${n}` },
            body: { order_id: created.data, token: 'tok_visa' },
          }),
        );
        if (charge?.status === 200) paid.push(created.order.order_number);
      }
      await sleep(20);
    }
  };

  const loops = [...Array.from({ length: o.browsers }, () => browse()), ...o.buyers.map((_, i) => buy(i))];
  return {
    started,
    failures,
    /** Order numbers answered 201, and those whose payment was answered 200. */
    placed,
    paid,
    requests: () => requests,
    /** Ends the loops once their requests in flight are answered. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    /** The failures counted by request and status, so a failing run says what failed without thousands of lines. */
    failureKinds() {
      const kinds: Record<string, number> = {};
      for (const f of failures) kinds[`${f.what} → ${f.status}`] = (kinds[`${f.what} → ${f.status}`] ?? 0) + 1;
      return kinds;
    },
  };
}
