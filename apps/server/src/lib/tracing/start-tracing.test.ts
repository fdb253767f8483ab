import { describe, expect, it } from 'vitest';
import { startTracingIfConfigured } from './start-tracing.ts';

describe('traces are off unless configured', () => {
  it('start nothing without an OTLP endpoint, or with OTEL_SDK_DISABLED=true', async () => {
    expect(await startTracingIfConfigured({})).toBeNull();
    expect(await startTracingIfConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeNull();
    expect(
      await startTracingIfConfigured({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_SDK_DISABLED: 'true',
      }),
    ).toBeNull();
    // Off, no tracer provider was registered: the API's global registry (set when the SDK starts) is empty.
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')]).toBeUndefined();
  });
});
