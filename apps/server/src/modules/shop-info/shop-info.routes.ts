import type { FastifyInstance } from 'fastify';
import { shopInfoReplySchema } from '@wohnwerk/contract/shop-info';

/**
 * The seller's public data for the storefront's footer and Impressum, from the same settings the
 * order confirmation and the invoices print (config.seller, decision 122). The settings are read
 * once at start, so the answer may be cached for a while.
 */
export async function shopInfoRoutes(app: FastifyInstance) {
  const s = app.config.seller;
  const data = {
    name: s.name,
    street: s.street,
    zip: s.zip,
    city: s.city,
    phone: s.phone,
    email: s.email,
    register: s.register,
    vat_id: s.vatId,
    managing_director: s.managingDirector,
  };
  app.get(
    '/shop-info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop-info'],
        operationId: 'shopInfo',
        description: "The seller's name, address, contact, register entry, VAT id and managing director (SELLER_*).",
        response: { 200: shopInfoReplySchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ data }),
  );
}
