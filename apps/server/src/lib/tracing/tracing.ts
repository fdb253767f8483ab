import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';

export interface Tracing {
  /** Sends the spans still buffered and stops; called before the process exits. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces (docs/decisions/160): the Node SDK with three instrumentations — incoming
 * HTTP requests (the root span, continuing a `traceparent` the proxy or the browser sent),
 * Fastify's request, hooks and route handler (@fastify/otel, registered on every Fastify instance
 * through its initialization channel), and node-postgres's pool and queries. Exporter, protocol,
 * sampling and resource come from the standard OTEL_* variables; without `spanProcessors` the SDK
 * batches spans to OTEL_EXPORTER_OTLP_ENDPOINT.
 *
 * Must run before pg, http and fastify are first loaded: the instrumentations patch them as they
 * load (main.ts imports the rest of the server only afterwards).
 */
export function startTracing(options: { spanProcessors?: SpanProcessor[] } = {}): Tracing {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'wohnwerk',
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces of visitors.
        ignoreIncomingRequestHook: (request) => /^\/(api\/v1\/(health|ready)|metrics)(\?|$)/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    // Traces only: metrics are Prometheus's (/metrics, decision 156) and logs go to stdout as JSON
    // lines. Left to the environment, the SDK would also push both to the OTLP endpoint.
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
