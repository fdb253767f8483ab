import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListReplySchema,
  addressReplySchema,
  addressSavedReplySchema,
} from '@wohnwerk/contract/account';
import { currentUser } from '../../plugins/auth.ts';
import { AddressService } from './addresses.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['addresses'];
const user = { access: 'user' as const };

/** The signed-in customer's shipping and billing addresses (spec §7 Account). Another customer's address answers 404. */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AddressService(app.db);

  app.get(
    '/address',
    {
      config: user,
      schema: {
        tags,
        operationId: 'listAddresses',
        description: "The signed-in customer's addresses, defaults first.",
        response: { 200: addressListReplySchema },
      },
    },
    async (request) => ({ data: await service.list(currentUser(request).id) }),
  );

  app.post(
    '/address',
    {
      config: user,
      schema: {
        tags,
        operationId: 'createAddress',
        description:
          'Saves a new address. isDefault makes it the default of its type (the previous default of that type loses it); the first address of a type is its default.',
        body: addressBodySchema,
        response: { 201: addressSavedReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.get(
    '/address/:id',
    {
      config: user,
      schema: {
        tags,
        operationId: 'getAddress',
        description: "One of the customer's own addresses under data.",
        params: addressIdParamsSchema,
        response: { 200: addressReplySchema },
      },
    },
    async (request) => ({ data: await service.get(currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/address/:id',
    {
      config: user,
      schema: {
        tags,
        operationId: 'updateAddress',
        description: "Changes one of the customer's own addresses; same fields as create.",
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressSavedReplySchema },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/address/:id',
    {
      config: user,
      schema: {
        tags,
        operationId: 'deleteAddress',
        description:
          "Deletes one of the customer's own addresses; a deleted default passes to the oldest remaining address of its type.",
        params: addressIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );
}
