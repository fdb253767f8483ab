import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buttonClickSchema } from '@wohnwerk/contract/button-clicks';
import { ClickService } from './button-clicks.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

/** Counts clicks on add-to-cart and add-to-wishlist, for reporting. */
export async function buttonClickRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clicks = new ClickService(app.db);
  const tags = ['button-clicks'];

  app.post(
    '/button-click',
    {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'recordButtonClick',
        description:
          'Counts a click on add-to-cart or add-to-wishlist (202; a click that cannot be stored is only logged).',
        body: buttonClickSchema,
        response: { 202: messageReplySchema },
      },
    },
    async (request, reply) => {
      await clicks
        .record(request.body, request.user?.id ?? null)
        .catch((err) => request.log.warn({ err }, 'button click not stored'));
      return reply.status(202).send({ message: 'OK' });
    },
  );
}
