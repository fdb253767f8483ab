import { StorageUnavailableError } from './storage/storage.ts';

/**
 * Errors that mean "a service the shop needs does not answer right now" rather than a fault in
 * the request or the code: PostgreSQL restarting, failing over or out of connections, or the object
 * storage down. They answer 503 with a German message and Retry-After (plugins/errors.ts), so a
 * client or the proxy may try again, and are logged as a warning, not as a failed request.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01-57P03 (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const unavailableState = /^(08\w{3}|57P0[123]|53300)$/;

/** node-postgres's own words when a connection ends under a query or the pool cannot get one. */
const poolMessages =
  /^(Connection terminated|Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

function* causes(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e;
    // Drizzle wraps the driver's error as `cause`; a refused connect to several addresses is an AggregateError.
    queue.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
}

export type Unavailable = 'database' | 'storage';

/** Which service is away, or null when the error is something else. */
export function unavailableService(err: unknown): Unavailable | null {
  for (const e of causes(err)) {
    if (e instanceof StorageUnavailableError) return 'storage';
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableState.test(code))) return 'database';
    if (typeof message === 'string' && poolMessages.test(message)) return 'database';
  }
  return null;
}
