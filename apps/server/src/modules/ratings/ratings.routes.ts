import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productAsIdParamsSchema, productIdParamsSchema } from '@wohnwerk/contract/product-id';
import {
  ratingCreateSchema,
  ratingIdParamsSchema,
  ratingReplySchema,
  ratingsReplySchema,
  ratingUpdateSchema,
} from '@wohnwerk/contract/ratings';
import { currentUser } from '../../plugins/auth.ts';
import { RatingService } from './ratings.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

/** Customers' product ratings (the back office's staff ratings are daysheet and monthly-ratings). */
export async function ratingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ratings = new RatingService(app.db);
  const tags = ['ratings'];

  app.get(
    '/ratings/guest/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listRatingsGuest',
        description: 'The ratings of a product, for guests (rated always false).',
        params: productIdParamsSchema,
        response: { 200: ratingsReplySchema },
      },
    },
    async (request) => ratings.list(request.params.productId, null),
  );

  app.get(
    '/ratings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listRatings',
        description:
          "The ratings of a product (the path's id is the product's); rated marks the signed-in customer's own.",
        params: productAsIdParamsSchema,
        response: { 200: ratingsReplySchema },
      },
    },
    async (request) => ratings.list(request.params.id, currentUser(request).id),
  );

  app.get(
    '/rating/:id',
    {
      config: { access: 'user', errors: [403] },
      schema: {
        tags,
        operationId: 'getOwnRating',
        description: "The caller's own rating, for the edit form.",
        params: ratingIdParamsSchema,
        response: { 200: ratingReplySchema },
      },
    },
    async (request) => ratings.own(request.params.id, currentUser(request).id),
  );

  app.post(
    '/ratings',
    {
      config: { access: 'user', errors: [409] },
      schema: {
        tags,
        operationId: 'createRating',
        description: 'Rates a product once (1–5 stars and a comment); updates its average and count.',
        body: ratingCreateSchema,
        response: { 201: messageReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ratings.create(currentUser(request).id, request.body.rating)),
  );

  app.put(
    '/ratings/:id',
    {
      config: { access: 'user', errors: [403] },
      schema: {
        tags,
        operationId: 'updateRating',
        description: "Changes the caller's own rating.",
        params: ratingIdParamsSchema,
        body: ratingUpdateSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => ratings.update(request.params.id, currentUser(request).id, request.body.rating),
  );

  app.delete(
    '/ratings/:id',
    {
      config: { access: 'user', errors: [403] },
      schema: {
        tags,
        operationId: 'deleteRating',
        description: "Deletes the caller's own rating.",
        params: ratingIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => ratings.remove(request.params.id, currentUser(request).id),
  );
}
