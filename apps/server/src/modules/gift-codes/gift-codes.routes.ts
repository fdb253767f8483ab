import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCodesBodySchema, createCodesReplySchema, giftCodeListSchema } from '@wohnwerk/contract/gift-codes';
import { currentUser } from '../../plugins/auth.ts';
import { GiftCodeService } from './gift-codes.service.ts';

const tags = ['gift-codes'];
const admin = { access: 'admin' as const };

/** The gift code generator (spec §7.9): admins only (backoffice-rules.md); others get 403. */
export async function giftCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new GiftCodeService(app.db);

  app.post(
    '/create-codes',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'createCodes',
        description: 'Creates `quantity` (1–500) unique single-use gift codes worth `value` euro.',
        body: createCodesBodySchema,
        response: { 200: createCodesReplySchema },
      },
    },
    async (request) => service.create(request.body, currentUser(request).id),
  );

  app.get(
    '/get-codes',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'getCodes',
        description: 'Every gift code, newest first, with whether it was used.',
        response: { 200: giftCodeListSchema },
      },
    },
    async () => service.list(),
  );
}
