import type { AddressInfo } from 'node:net';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from './tracing.ts';
import type { TestContext } from '../../test/test-app.ts';

/**
 * Traces of a checkout (decision 160). The database spans come from node-postgres's
 * instrumentation, so this test runs on PostgreSQL (npm run test:ops): the embedded PGlite is no
 * node-postgres and has no spans of its own. Tracing starts before the server's modules are
 * imported (as main.ts does), or pg and http would load unpatched.
 */
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TestContext;
let base: string;
let fixture: Awaited<ReturnType<typeof import('../../modules/checkout/checkout.fixtures.ts').seedCheckoutFixture>>;
let address: Record<string, string>;

beforeAll(async () => {
  tracing = startTracing({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const { createTestContext } = await import('../../test/test-app.ts');
  const checkout = await import('../../modules/checkout/checkout.fixtures.ts');
  t = await createTestContext();
  fixture = await checkout.seedCheckoutFixture(t.db);
  address = checkout.address;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
});

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('traces (OpenTelemetry, in-memory exporter)', () => {
  it('a checkout is one span tree: HTTP request → Fastify request → route handler → database queries', async () => {
    const customer = await t.user('customer');
    exporter.reset();
    const res = await fetch(`${base}/api/v1/order`, {
      method: 'POST',
      headers: { ...customer.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ product_id: fixture.table.id, qty: 1 }],
        shipping_address: address,
        billing_address: address,
        payment_method: 'card',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const orderNumber = ((await res.json()) as { order: { order_number: string } }).order.order_number;

    const spans = exporter.getFinishedSpans();
    const root = spans.find((s) => s.kind === SpanKind.SERVER && !parentOf(s));
    expect(root, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(root!.instrumentationScope.name).toBe('@opentelemetry/instrumentation-http');
    expect(root!.attributes['http.response.status_code'] ?? root!.attributes['http.status_code']).toBe(201);
    const trace = spans.filter((s) => s.spanContext().traceId === root!.spanContext().traceId);
    // Every span of the request hangs below its root: one tree, no orphan.
    const ids = new Set(trace.map((s) => s.spanContext().spanId));
    let visited = 0;
    for (const s of trace) {
      if (s !== root) expect(ids.has(parentOf(s)!), `${s.name} has its parent in the tree`).toBe(true);
      visited++;
    }
    expect(visited).toBe(trace.length);

    const request = trace.find((s) => s.instrumentationScope.name === '@fastify/otel' && s.name === 'request');
    expect(parentOf(request!)).toBe(root!.spanContext().spanId);
    const handler = trace.find((s) => s.name.startsWith('handler - '));
    expect(handler, trace.map((s) => s.name).join(', ')).toBeDefined();
    expect(handler!.attributes['http.route'] ?? request!.attributes['http.route']).toBe('/api/v1/order');
    const below = (s: ReadableSpan, ancestor: ReadableSpan) => {
      for (let p = parentOf(s); p; p = parentOf(trace.find((x) => x.spanContext().spanId === p)!))
        if (p === ancestor.spanContext().spanId) return true;
      return false;
    };
    const queries = trace.filter((s) => s.instrumentationScope.name === '@opentelemetry/instrumentation-pg');
    const statements = queries.map((s) => String(s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? ''));
    expect(
      statements.some((q) => /insert into "orders"/i.test(q)),
      statements.join('\n'),
    ).toBe(true);
    // The caller's token is checked in a hook, the order is written by the route's service below its handler.
    for (const q of queries) expect(below(q, request!), `${q.name} is below the request`).toBe(true);
    const insert = queries.find((q) => /insert into "orders"/i.test(statements[queries.indexOf(q)]));
    expect(below(insert!, handler!)).toBe(true);
    expect(orderNumber).toMatch(/^WW-\d{4}-\d{6}$/);
  });

  it('probes and scrapes are not traced', async () => {
    exporter.reset();
    expect((await fetch(`${base}/api/v1/ready`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    expect(exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER)).toEqual([]);
  });
});
