import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold of a request and an error (decision 012): no query strings
 * (reset, unsubscribe and confirmation tokens travel there), no token-like path segments
 * (/reset-password/<token>), and of a database error only its code and cause, never the
 * statement's parameters (password hashes, e-mail addresses, phone numbers).
 */

/** A lower-case slug like "sofa-lima-3-sitzer" stays readable; anything else this long may be a secret. */
const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
const LONG_SEGMENT = 16;

export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const cut = path
    .split('/')
    .map((segment) => (segment.length >= LONG_SEGMENT && !SLUG.test(segment) ? ':token' : segment))
    .join('/');
  return q === -1 ? cut : `${cut}?…`;
}

/** Values PostgreSQL quotes into its messages (`invalid input syntax for type integer: "abc"`). */
const cutQuotedValues = (message: string) =>
  message.replace(/:\s*"[^"]*"/g, ': "…"').replace(/\(([^()]*)\)=\([^)]*\)/g, '($1)=(…)');

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps the statement and drops the values. */
const cutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const CAUSE_FIELDS = ['constraint', 'table', 'column', 'routine', 'severity', 'statusCode'] as const;

function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const message = cutQuotedValues(cutParams(e.message ?? ''));
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const type = e.constructor?.name ?? 'Error';
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  for (const field of CAUSE_FIELDS)
    if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    // request.ip honours TRUST_PROXY; the Host and forwarded headers are the client's word and stay out.
    return { method: request.method, url: safeUrl(request.url), remoteAddress: request.ip };
  },
  err: (err: unknown) => serializeError(err),
};
