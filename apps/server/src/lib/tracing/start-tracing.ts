import type { Tracing } from './tracing.ts';

/**
 * Traces are off unless an OTLP endpoint is named (OTEL_EXPORTER_OTLP_ENDPOINT, or the
 * traces-only OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and OTEL_SDK_DISABLED is not true. Off, nothing
 * of OpenTelemetry is even loaded: this file imports the SDK only when it starts it, so the shop
 * pays no patched module and no span for every request.
 */
export async function startTracingIfConfigured(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true') return null;
  const { startTracing } = await import('./tracing.ts');
  return startTracing();
}
