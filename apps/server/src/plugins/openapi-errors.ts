import type { RouteOptions } from 'fastify';
import type { Access } from './auth.ts';

/**
 * The error answers of every operation, derived from how the route is declared rather than written
 * on each route: the access rule gives 401 and 403, an input schema or a body gives 422, a path
 * parameter gives 404, a rate limit gives 429. What the shape does not reveal (a 409 conflict, a
 * refused payment, an account limit) the route lists in `config.errors` (docs/decisions/109). The
 * bodies are the two shapes plugins/errors.ts sends.
 */

/** Statuses a route may list in `config.errors`; the others follow from its shape. */
type DeclaredError = 400 | 401 | 402 | 403 | 404 | 409 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error answers the route gives beyond those its declaration reveals: 409 (a conflict with the
     * record's state), 402 (the payment provider refused), 429 (an account or order limit of
     * lib/limits.ts), 404 or 403 decided by the service, 401 on a public route a signed link opens,
     * 400 (a broken upload or signature). The API tests fail on an error answer a route does not
     * declare (test/answer-check.ts).
     */
    errors?: readonly DeclaredError[];
  }
}

const answers: Record<number, { description: string; schema: 'ErrorAnswer' | 'ValidationErrorAnswer' }> = {
  400: { description: 'The request cannot be read (a broken upload, signature or message).', schema: 'ErrorAnswer' },
  401: { description: 'Not signed in, or the token has expired or was revoked.', schema: 'ErrorAnswer' },
  402: { description: 'The payment provider refused the payment or refund.', schema: 'ErrorAnswer' },
  403: { description: 'Signed in without the role or the ownership this request needs.', schema: 'ErrorAnswer' },
  404: { description: 'No such record (or not one the caller may see).', schema: 'ErrorAnswer' },
  409: { description: "The request conflicts with the record's current state.", schema: 'ErrorAnswer' },
  422: { description: 'The input is invalid; `errors` lists the messages per field.', schema: 'ValidationErrorAnswer' },
  429: { description: 'Too many requests; try again later.', schema: 'ErrorAnswer' },
};

/** The error statuses a route answers, in ascending order: derived from its shape plus its `config.errors`. */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config' | 'url' | 'method'>): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as { access?: Access; rateLimit?: unknown; errors?: readonly DeclaredError[] };
  const statuses = new Set<number>(config.errors ?? []);
  if (config.access && config.access !== 'public') {
    statuses.add(401);
    if (config.access !== 'user') statuses.add(403);
  }
  if (/:[A-Za-z]/.test(route.url)) statuses.add(404);
  // plugins/input-guard.ts refuses control characters in any route's body before its own schema does.
  const sendsBody = [route.method].flat().some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  if (schema.body || schema.querystring || schema.params || sendsBody) statuses.add(422);
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Shared error bodies, as components of the document. */
export const errorSchemas = {
  ErrorAnswer: {
    type: 'object',
    description: 'A failed request: a message for the user (German in the shop, Albanian in the back office).',
    properties: {
      message: { type: 'string' },
      error: { type: 'string', description: 'The message again, for the screens that read `error`.' },
    },
    required: ['message'],
  },
  ValidationErrorAnswer: {
    type: 'object',
    description: 'Invalid input: a general message and the messages per field (dotted path; `_` for the whole body).',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      error: { type: 'string' },
    },
    required: ['message'],
  },
} as const;

interface RouteFacts {
  access: Access | undefined;
  statuses: number[];
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Collects what each route declares, keyed like the document's operations ("get /api/v1/x/{id}"). */
export class RouteErrorFacts {
  private readonly facts = new Map<string, RouteFacts>();

  record(route: RouteOptions & { url: string }) {
    const fact: RouteFacts = {
      access: (route.config as { access?: Access } | undefined)?.access,
      statuses: errorStatusesOf(route),
    };
    for (const method of [route.method].flat())
      this.facts.set(`${method.toLowerCase()} ${openApiPath(route.url)}`, fact);
  }

  /** Adds security and error answers to every operation of an OpenAPI document; returns how many it visited. */
  apply(paths: Record<string, Record<string, Record<string, unknown>>>): number {
    let visited = 0;
    for (const [url, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const fact = this.facts.get(`${method} ${url}`);
        if (!fact) continue;
        visited++;
        op.security = fact.access && fact.access !== 'public' ? [{ bearer: [] }] : [];
        const responses = (op.responses ?? {}) as Record<string, unknown>;
        for (const status of fact.statuses) {
          if (responses[status]) continue;
          const answer = answers[status];
          responses[status] = {
            description: answer.description,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${answer.schema}` } } },
          };
        }
        op.responses = responses;
      }
    }
    return visited;
  }
}
