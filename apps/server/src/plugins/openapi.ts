import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchemas, RouteErrorFacts } from './openapi-errors.ts';

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
      const { openapiObject } = document;
      const used = new Set<string>();
      for (const methods of Object.values(openapiObject.paths ?? {})) {
        for (const op of Object.values(methods as Record<string, { tags?: string[] }>))
          for (const tag of op?.tags ?? []) used.add(tag);
      }
      facts.apply(openapiObject.paths as Parameters<RouteErrorFacts['apply']>[0]);
      openapiObject.components ??= {};
      const components = openapiObject.components as { schemas?: Record<string, unknown> };
      components.schemas = { ...components.schemas, ...errorSchemas };
      return { ...openapiObject, tags: [...used].sort().map((name) => ({ name })) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
