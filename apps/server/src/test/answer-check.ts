import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';

/**
 * The one check of API answers against the contract (docs/decisions/018): the answer of a
 * request is parsed with the response schema its route declares for the status (from
 * packages/contract). Hot paths that write their JSON themselves (list pages, product pages)
 * are checked the same way. createTestContext runs it on every t.inject.
 */

type Route = FastifyInstance['routeTable'][number];

/** Segment kinds in the router's order of preference: static before parameter before wildcard. */
const kind = (segment: string) => (segment.startsWith(':') ? 1 : segment === '*' ? 2 : 0);

/** The route a request reaches: the pattern that matches its path, preferring static segments as the router does. */
export function routeOf(app: FastifyInstance, method: string, url: string): Route | null {
  const path = url.split('?')[0].replace(/\/$/, '') || '/';
  const parts = path.split('/');
  const matches = app.routeTable.filter((r) => {
    if (r.method !== method) return false;
    const pattern = r.url.replace(/\/$/, '').split('/');
    if (pattern.at(-1) === '*')
      return (
        parts.length >= pattern.length - 1 && pattern.slice(0, -1).every((p, i) => kind(p) === 1 || p === parts[i])
      );
    return (
      pattern.length === parts.length && pattern.every((p, i) => (kind(p) === 1 ? parts[i] !== '' : p === parts[i]))
    );
  });
  matches.sort((a, b) => {
    const x = a.url.split('/');
    const y = b.url.split('/');
    for (let i = 0; i < Math.min(x.length, y.length); i++)
      if (kind(x[i]) !== kind(y[i])) return kind(x[i]) - kind(y[i]);
    return 0;
  });
  return matches[0] ?? null;
}

/**
 * Error statuses an operation of the API document must declare when its route gives them
 * (docs/decisions/109). Fastify's own 400/413/415 for an unreadable request can come from any route.
 */
const declaredStatuses = new Set([401, 402, 403, 404, 409, 422, 429]);

/**
 * Throws when a JSON answer does not match the response schema of its route and status, or
 * when a route answers an error status its OpenAPI operation does not declare.
 */
export function checkAnswer(app: FastifyInstance, opts: InjectOptions | string, res: LightMyRequestResponse): void {
  const method = typeof opts === 'string' ? 'GET' : (opts.method ?? 'GET').toUpperCase();
  const url = typeof opts === 'string' ? opts : String(opts.url ?? opts.path ?? '');
  if (declaredStatuses.has(res.statusCode)) {
    const route = routeOf(app, method, url);
    if (route && !route.hidden && !route.errors.includes(res.statusCode))
      throw new Error(
        `${method} ${url} (${route.url}) answered ${res.statusCode}, which its API document operation does not declare: list it in the route's config.errors (plugins/openapi-errors.ts)`,
      );
  }
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json') || res.body === '') return;
  const route = routeOf(app, method, url);
  const schema = (route?.response?.[String(res.statusCode)] ?? route?.response?.[`${String(res.statusCode)[0]}xx`]) as
    | ZodType
    | undefined;
  if (!schema?.safeParse) return;
  checked.count++;
  const parsed = schema.safeParse(JSON.parse(res.body));
  if (!parsed.success) {
    throw new Error(
      `${method} ${url} (${route!.url}) answered ${res.statusCode} outside its response schema:\n${JSON.stringify(parsed.error.issues.slice(0, 5), null, 2)}`,
    );
  }
}

/** How many answers were checked against a schema (tests of the check itself read it). */
export const checked = { count: 0 };
