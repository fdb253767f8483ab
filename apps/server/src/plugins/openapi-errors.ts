import type { RouteOptions } from 'fastify';
import type { Access } from './auth.ts';

/**
 * The error answers of every operation, derived from how the route is declared rather than written
 * on each route: the access rule gives 401 and 403, an input schema gives 422, a path parameter gives
 * 404, a rate limit gives 429. The bodies are the two shapes plugins/errors.ts sends.
 */

interface RouteFacts {
  access: Access | undefined;
  validates: boolean;
  hasParams: boolean;
  rateLimited: boolean;
}

const answers: Record<number, { description: string; schema: 'ErrorAnswer' | 'ValidationErrorAnswer' }> = {
  401: { description: 'Not signed in, or the token has expired or was revoked.', schema: 'ErrorAnswer' },
  403: { description: 'Signed in without the role this route needs.', schema: 'ErrorAnswer' },
  404: { description: 'No such record (or not one the caller may see).', schema: 'ErrorAnswer' },
  422: { description: 'The input is invalid; `errors` lists the messages per field.', schema: 'ValidationErrorAnswer' },
  429: { description: 'Too many requests; try again later.', schema: 'ErrorAnswer' },
};

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

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Collects what each route declares, keyed like the document's operations ("get /api/v1/x/{id}"). */
export class RouteErrorFacts {
  private readonly facts = new Map<string, RouteFacts>();

  record(route: RouteOptions & { url: string }) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const config = (route.config ?? {}) as { access?: Access; rateLimit?: unknown };
    const fact: RouteFacts = {
      access: config.access,
      validates: Boolean(schema.body || schema.querystring || schema.params),
      hasParams: /:[A-Za-z]/.test(route.url),
      rateLimited: Boolean(config.rateLimit),
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
        const statuses: number[] = [];
        if (fact.access && fact.access !== 'public') {
          op.security = [{ bearer: [] }];
          statuses.push(401);
          if (fact.access !== 'user') statuses.push(403);
        } else {
          op.security = [];
        }
        if (fact.hasParams) statuses.push(404);
        if (fact.validates) statuses.push(422);
        if (fact.rateLimited) statuses.push(429);
        const responses = (op.responses ?? {}) as Record<string, unknown>;
        for (const status of statuses) {
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
