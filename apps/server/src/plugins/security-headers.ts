import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once at start-up and set on every answer. Helmet is
 * written for Express, so it is run once against a stand-in response that collects what it sets.
 * Not @fastify/helmet: it builds the helmet middleware again for every request, a large share
 * of a product list answer from the catalogue read model (measured in decision 114).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * What a hashed build file (script, style) needs of them. The policies for documents (CSP,
 * framing, referrer, opener) do nothing on a script, and a page loads a dozen of these: the
 * full set is ~0.8 kB of headers on each.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
  // Whatever answers under /assets/ with a document (an error page of a plugin, a future
  // handler) gets the page policies too: a document without CSP and frame protection can be framed.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/assets/') && /^text\/html/i.test(String(reply.getHeader('content-type') ?? '')))
      reply.headers(headers);
    done(null, payload);
  });
}
