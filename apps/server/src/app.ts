import { randomUUID } from 'node:crypto';
import '@wohnwerk/contract/zod-locale';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import { setSeller } from './lib/seller.ts';
import { cspDirectives } from './plugins/content-security-policy.ts';
import type { Database, Db } from './db/client.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { lazyChildLogger } from './plugins/request-logger.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { errorStatusesOf } from './plugins/openapi-errors.ts';
import { registerWeb } from './plugins/web.ts';
import { apiModules, rootModules } from './modules/registry.ts';
import { paymentProvidersPlugin } from './modules/payment-providers/payment-providers.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { Limits } from './lib/limits.ts';
import { createLimitStores } from './lib/redis-limits.ts';
import { linkSecretOf } from './lib/link-secret.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { JobQueue } from './lib/jobs.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { registerHttpMetrics } from './modules/metrics/http-metrics.ts';
import { CatalogReadModel } from './modules/catalog/read-model/catalog-read-model.ts';
import { requestedVersion, VERSION_COOKIE, VERSION_HEADER } from './modules/catalog/read-model/catalog-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    mailer: Mailer;
    /** Attempt limits and mail cooldowns (lib/limits.ts), in Redis when REDIS_URL is set. */
    limits: Limits;
    /** Uploaded files (profile pictures, product photos, import files): local folder or S3, lib/storage. */
    storage: FileStorage;
    /** Key of the signed report and PDF links (lib/link-secret.ts). */
    linkSecret: string;
    /** Durable background jobs shared by every instance (lib/jobs.ts); workers run once started. */
    jobs: JobQueue;
    /** The storefront catalogue in memory (modules/catalog/read-model), one per process. */
    catalog: CatalogReadModel;
    /** Starting, ready or draining: what GET /api/v1/ready answers (lib/lifecycle.ts, decision 156). */
    lifecycle: Lifecycle;
    /** Every route as registered: method, url, declared access and response schemas by status (the access and contract checks walk it). */
    routeTable: {
      method: string;
      url: string;
      access: string | undefined;
      response: Record<string, unknown> | undefined;
      hidden: boolean;
      /** The error statuses the API document declares for it (plugins/openapi-errors.ts). */
      errors: number[];
    }[];
  }
  interface FastifyContextConfig {
    /**
     * 'untouched': a write route that never changes catalogue data (the tables behind
     * catalog_changes: products and their images, PDFs, lights, categories, brands, series,
     * shops). Its answer skips the catalogue-version query every other write pays
     * (docs/decisions/016, 085). Under NODE_ENV=test the query still runs and a catalogue
     * change fails the request, so a wrong declaration fails its route's tests.
     */
    catalogue?: 'untouched';
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout when not given. */
  logStream?: NodeJS.WritableStream;
  /** The caller says when the instance is ready (main.ts: once its job workers run); else it is ready once Fastify is. */
  manualReady?: boolean;
}

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.access_token',
  '*.card',
  '*.cardNumber',
];

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function: this Fastify treats a number as
 * "trust nothing" (lib/request.js), while TRUST_PROXY=N promises the N nearest proxies.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  manualReady = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: { paths: redactPaths, censor: '[redacted]' },
          serializers: logSerializers,
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    // A request that reaches a stopping instance before its port closes is served (with
    // Connection: close), not answered 503: the instance can still do the work, and a proxy does
    // not send a 503 elsewhere (decision 159: nginx retries refused connections, not answers).
    return503OnClosing: false,
    // Unset: no proxy is believed, request.ip is the peer's address (decision 010).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Always our own: a client's X-Request-Id would let it forge or collide log lines.
    genReqId: () => randomUUID(),
    // Path parameters are ids, slugs and barcodes: longer ones are refused early.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  setSeller(config.seller);
  app.decorate('mailer', createMailer(config));
  app.decorate('storage', createStorage(config));
  app.decorate('linkSecret', linkSecretOf(config));
  app.decorate(
    'jobs',
    new JobQueue(database, { onError: (err) => app.log.warn({ err }, 'background job queue error') }),
  );
  app.addHook('onClose', async () => app.jobs.stop());
  app.decorate('routeTable', []);
  app.decorate(
    'catalog',
    new CatalogReadModel(database.db, {
      refreshMs: config.CATALOG_REFRESH_MS,
      pageTextsUpTo: config.CATALOG_PAGE_TEXTS_UP_TO,
      listen: database.listen,
      onLookError: (err) => app.log.warn({ err }, 'catalogue look failed; serving the last view'),
    }),
  );
  app.addHook('onClose', async () => app.catalog.close());
  // Filled by modules (e.g. catalog) before the web plugin serves pages with them.
  app.decorate('headResolvers', []);

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
      app.routeTable.push({
        method,
        url: route.url,
        access,
        response: schema?.response,
        hidden: schema?.hide === true,
        errors: errorStatusesOf(route),
      });
    }
    if (route.url.startsWith('/api/v1') && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    }
  });

  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  if (!manualReady) app.addHook('onReady', async () => lifecycle.ready());
  // While draining or closing, answers end their keep-alive connection: the proxy opens its next
  // one to another instance, and close() does not wait on idle clients.
  app.addHook('preClose', async () => {
    lifecycle.drain();
    app.server.closeIdleConnections?.();
  });
  // The read model's snapshot when each write request began (see CatalogReadModel.writeMark).
  const catalogMarks = new WeakMap<object, string | null>();
  // A read that asks for a catalogue version (a write's answer gave it, docs/decisions/016)
  // waits until this process's read model shows it; one without, or with one it shows, does not.
  const checkUntouched = config.NODE_ENV === 'test';
  const paysVersion = (request: { routeOptions: { config?: { catalogue?: 'untouched' } } }) =>
    request.routeOptions.config?.catalogue !== 'untouched' || checkUntouched;
  app.addHook('onRequest', (request, _reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!read && checkUntouched && request.routeOptions.config?.catalogue === 'untouched') {
      // Only what this request commits may count against its declaration (CatalogReadModel.databaseMark).
      app.catalog.databaseMark().then((mark) => {
        catalogMarks.set(request, mark);
        done();
      }, done);
      return;
    }
    if (!read && paysVersion(request)) catalogMarks.set(request, app.catalog.writeMark());
    const token = read ? requestedVersion(request.headers) : null;
    const waiting = token ? app.catalog.atLeast(token) : null;
    if (waiting) waiting.then(() => done(), done);
    else done();
  });
  // A callback hook, not an async one: it runs for every answer, and a promise per answer is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (lifecycle.draining) reply.header('connection', 'close');
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !paysVersion(request))
      return done(null, payload);
    // A write of this process (ratings, staff edits, orders) has committed by now. When it
    // changed the catalogue, its answer carries the catalogue version that shows it, and every
    // instance's reads that send it back show the write (header for API clients, cookie for browsers).
    app.catalog.versionAfterWrite(catalogMarks.get(request) ?? null).then(
      (version) => {
        if (version && request.routeOptions.config?.catalogue === 'untouched') {
          // Only under NODE_ENV=test (checkUntouched): the route's declaration is wrong.
          request.log.error({ url: request.url }, 'a route declared catalogue: untouched changed the catalogue');
          return done(
            new Error(
              `${request.method} ${request.routeOptions.url} is declared catalogue: 'untouched' but changed the catalogue`,
            ),
          );
        }
        if (version) {
          reply.header(VERSION_HEADER, version);
          const secure = request.protocol === 'https' ? '; Secure' : '';
          reply.header(
            'set-cookie',
            `${VERSION_COOKIE}=${version}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
          );
        }
        done(null, payload);
      },
      (err: unknown) => {
        // The version is unknown: this process's reads look first, as before versions.
        request.log.warn({ err }, 'catalogue version after a write unknown');
        app.catalog.markStale();
        done(null, payload);
      },
    );
  });

  registerErrorHandler(app);
  // Before the routes: the request histogram's hook applies to every route (only with METRICS_TOKEN).
  registerHttpMetrics(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  // One Redis connection for both kinds of limits; counts are then shared by every instance, and
  // kept in memory while Redis is unreachable (lib/redis-limits.ts, decision 160).
  const limitStores = await createLimitStores(config.REDIS_URL, app.log);
  app.decorate('limits', new Limits(limitStores.store, config.LIMIT_WINDOW_SECONDS * 1000));
  app.addHook('onClose', async () => {
    await app.limits.store.close();
    await limitStores.close();
  });
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so limits can key on the account (e-mail) as well as the address.
    hook: 'preHandler',
    ...limitStores.rateLimit,
  });
  await registerOpenApi(app);
  registerAuth(app);
  await app.register(paymentProvidersPlugin);

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );
  for (const mod of rootModules) await app.register(mod);
  await registerWeb(app, config);
  return app;
}
