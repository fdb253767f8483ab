import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { type AuthUser, currentUser } from '../plugins/auth.ts';

type Schema = z.ZodType;
type Input<S> = S extends Schema ? z.output<S> : undefined;

/** One route of a back-office record: its OpenAPI words and the schemas it checks and answers with. */
export interface RouteSpec<Q extends Schema | undefined, B extends Schema | undefined, R extends Schema> {
  operationId: string;
  description: string;
  /** Errors only the service decides (404 of a day sheet, 409 of an unfinished yesterday). */
  errors?: FastifyContextConfig['errors'];
  querystring?: Q;
  body?: B;
  reply: R;
  /** A create that answers 200 instead of 201 when the record was there already (the day sheet's tasks). */
  answersExisting?: boolean;
}

/** What a handler gets: the signed-in caller and the checked input; `reply` to choose the status. */
type Handler<Q, B, R extends Schema> = (
  caller: AuthUser,
  input: { query: Input<Q>; body: Input<B>; id: number },
  reply: FastifyReply,
) => Promise<z.input<R>>;

type Register = <R extends Schema, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: RouteSpec<Q, B, R>,
  handler: Handler<Q, B, R>,
) => void;

export interface Resource {
  /** The list's path, e.g. /excel/detyrat-e-shpejta; one record is `${path}/:id`. */
  path: string;
  tags: string[];
  /** The contract's `{ id }` schema, with its messages in the route's language. */
  idParams: Schema;
  /** Where a record is created and changed below `path`: '' and '/:id' unless the spec says otherwise. */
  createPath?: string;
  updatePath?: string;
}

/**
 * Registers the routes of one back-office record (day-sheet sections, notes and ratings, fast and
 * weekly tasks) the way every one of them is declared: staff only, the spec's path under `path`,
 * list and get answering 200, create 201, update 200, delete 200 with the spec's Albanian
 * message. The handler gets the caller and the checked input, so a route file holds only what
 * differs: its words, its schemas and the service call.
 */
export function backOfficeRoutes(fastify: FastifyInstance, resource: Resource) {
  const route =
    (method: HTTPMethods, suffix: string, byId: boolean, created = false): Register =>
    (spec, handler) => {
      fastify.route({
        method,
        url: `${resource.path}${suffix}`,
        config: spec.errors ? { access: 'staff', errors: spec.errors } : { access: 'staff' },
        schema: schemaOf(resource, spec, byId, created),
        handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
          if (created) reply.status(201);
          const { query, body, params } = request as FastifyRequest<{ Params: { id: number } }>;
          return handler(currentUser(request), { query, body, id: params?.id } as Parameters<typeof handler>[1], reply);
        },
      });
    };
  const updatePath = resource.updatePath ?? '/:id';
  return {
    list: route('GET', '', false),
    create: route('POST', resource.createPath ?? '', false, true),
    get: route('GET', '/:id', true),
    update: route('PUT', updatePath, updatePath.includes(':id')),
    remove: route('DELETE', '/:id', true),
    /** Another route below the record's path (the rating's /check). */
    other: (method: HTTPMethods, suffix: string) => route(method, suffix, suffix.includes(':id')),
  };
}

/** The OpenAPI schema of one route: only the parts it has, so the document stays as hand-written routes made it. */
function schemaOf(
  resource: Resource,
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema>,
  byId: boolean,
  created: boolean,
) {
  const statuses = created ? (spec.answersExisting ? [200, 201] : [201]) : [200];
  return {
    tags: resource.tags,
    operationId: spec.operationId,
    description: spec.description,
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(byId ? { params: resource.idParams } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: Object.fromEntries(statuses.map((status) => [status, spec.reply])),
  };
}
