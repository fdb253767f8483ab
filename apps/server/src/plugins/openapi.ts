import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchemas, RouteErrorFacts } from './openapi-errors.ts';

// The document is OpenAPI 3.0 (nullable, not type arrays): the named schemas are written for it, as the routes' are.
const namedSchemas = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

export async function registerOpenApi(app: FastifyInstance) {
  // Registered before the modules, so it sees every route they add.
  const facts = new RouteErrorFacts();
  app.addHook('onRoute', (route) => facts.record(route));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wohnwerk API',
        version: '1.0.0',
        description: 'Storefront, checkout, staff pricing and back-office API.',
        contact: { name: 'Wohnwerk' },
      },
      // Paths are written in full (/api/v1/..., /order-pdf/...): the server is the origin the document comes from.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Every tag an operation names is listed once at the top (clients group operations by them).
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      // Contract schemas named with .meta({ id }) (Address, MessageReply, ...) become components the
      // operations $ref (docs/decisions/109); the transform writes an input and an output form of each.
      const openapiObject = namedSchemas(document) as typeof document.openapiObject;
      const used = new Set<string>();
      for (const methods of Object.values(openapiObject.paths ?? {})) {
        for (const op of Object.values(methods as Record<string, { tags?: string[] }>))
          for (const tag of op?.tags ?? []) used.add(tag);
      }
      facts.apply(openapiObject.paths as Parameters<RouteErrorFacts['apply']>[0]);
      openapiObject.components ??= {};
      const components = openapiObject.components as { schemas?: Record<string, unknown> };
      components.schemas = usedOnly({ ...components.schemas, ...errorSchemas }, openapiObject.paths);
      return { ...openapiObject, tags: [...used].sort().map((name) => ({ name })) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The named schemas some operation (or another used schema) refers to: a component no one uses is noise. */
function usedOnly(schemas: Record<string, unknown>, paths: unknown): Record<string, unknown> {
  const refs = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const used = new Set<string>();
  const pending = refs(paths);
  while (pending.length) {
    const name = pending.pop() as string;
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refs(schemas[name] ?? {}));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
