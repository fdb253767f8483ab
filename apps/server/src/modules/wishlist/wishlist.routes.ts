import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productItemsReplySchema } from '@wohnwerk/contract/catalog';
import { productIdParamsSchema } from '@wohnwerk/contract/product-id';
import { wishlistAddSchema } from '@wohnwerk/contract/wishlist';
import { currentUser } from '../../plugins/auth.ts';
import { WishlistService } from './wishlist.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

/** The signed-in customer's wishlist (Merkliste). */
export async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wishlist = new WishlistService(app.db);
  const tags = ['wishlist'];

  app.post(
    '/wishlist',
    {
      config: { access: 'user', errors: [409] },
      schema: {
        tags,
        operationId: 'addToWishlist',
        description: "Puts an active product on the customer's wishlist; 409 when it is there already.",
        body: wishlistAddSchema,
        response: { 201: messageReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wishlist.add(currentUser(request).id, request.body.product_id)),
  );

  app.get(
    '/wishlist',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listWishlist',
        description: "The customer's wishlist as product list items.",
        response: { 200: productItemsReplySchema },
      },
    },
    async (request) => ({
      data: await wishlist.list(currentUser(request).id),
    }),
  );

  app.delete(
    '/wishlist/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'removeFromWishlist',
        description: 'Takes a product off the wishlist (also when it was not on it).',
        params: productIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => wishlist.remove(currentUser(request).id, request.params.productId),
  );
}
