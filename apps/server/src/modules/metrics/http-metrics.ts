import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { registerShopMetrics } from './shop-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry GET /metrics answers; null without METRICS_TOKEN (nothing is measured then). */
    metrics: Registry | null;
  }
}

/** Seconds; the storefront answers most reads from memory in a few ms, a checkout takes longer. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Observer = ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>;

/**
 * The request duration histogram and the process and shop gauges (decision 156), set up only with
 * METRICS_TOKEN. Labelled by the route's pattern (`/api/v1/products/:slug`), never the URL, so the
 * series stay few; a request no route matched is `unmatched`. Per answer the hook costs one map
 * lookup and one observe: the labelled child of each method, status and route is kept.
 */
export function registerHttpMetrics(app: FastifyInstance) {
  if (!app.config.METRICS_TOKEN) {
    app.decorate('metrics', null);
    return;
  }
  const registry = new Registry();
  // Event-loop delay, heap, RSS, GC, handles: prom-client's process metrics.
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const observers = new Map<string, Observer>();
  // A callback hook, not an async one: it runs for every answer (as the onSend hook in app.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observer = observers.get(key);
    if (!observer) {
      observer = duration.labels(request.method, route, String(reply.statusCode));
      observers.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    done();
  });
  registerShopMetrics(app, registry);
  app.decorate('metrics', registry);
}
