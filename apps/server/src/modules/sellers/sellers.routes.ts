import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkSellerVatCountry,
  ibanField,
  sellerBodyObject,
  sellerChangesReplySchema,
  sellerIdParamsSchema,
  sellerInviteReplySchema,
  sellerInviteSchema,
  sellerListReplySchema,
  sellerReplySchema,
  sellerTexts,
} from '@wohnwerk/contract/sellers';
import { currentUser } from '../../plugins/auth.ts';
import { ibanIsValid } from './seller-iban.ts';
import { SellersService } from './sellers.service.ts';

/**
 * The contract's seller body with the IBAN's check digits and country length verified (ibantools is the server's:
 * the contract depends on zod only), so a bad IBAN is a field error beside the others of the same request.
 */
const sellerBodySchema = sellerBodyObject
  .extend({ iban: ibanField.refine(ibanIsValid, { error: sellerTexts.iban }) })
  .superRefine(checkSellerVatCountry);

/**
 * Marketplace sellers (decision 169): staff read them (IBAN masked), admins create, change and invite (IBAN in
 * full); a seller's own users read their seller under /seller, nobody else may.
 */
export async function sellerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new SellersService(app.db, app.config);
  const tags = ['admin-sellers'];
  const staff = { access: 'staff' as const };
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/sellers',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminListSellers',
        description:
          'Every seller by company name, with shops, category commissions and users; the IBAN in full for admins only.',
        response: { 200: sellerListReplySchema },
      },
    },
    async (request) => ({ data: await service.list(currentUser(request)) }),
  );

  app.post(
    '/admin/sellers',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'adminCreateSeller',
        description:
          'Creates a seller: address, USt-IdNr. (format of its EU state, the same state as the address), IBAN (check digits), commission in percent (optionally per category) and its shops (free ones only).',
        body: sellerBodySchema,
        response: { 201: sellerReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(request.body, currentUser(request)) }),
  );

  app.get(
    '/admin/sellers/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminGetSeller',
        description: 'One seller; the IBAN in full for admins only.',
        params: sellerIdParamsSchema,
        response: { 200: sellerReplySchema },
      },
    },
    async (request) => ({ data: await service.get(request.params.id, currentUser(request)) }),
  );

  app.put(
    '/admin/sellers/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'adminUpdateSeller',
        description:
          'Changes a seller as a whole: its category commissions are replaced, shops no longer listed go back to Wohnwerk.',
        params: sellerIdParamsSchema,
        body: sellerBodySchema,
        response: { 200: sellerReplySchema },
      },
    },
    async (request) => ({ data: await service.update(request.params.id, request.body, currentUser(request)) }),
  );

  app.get(
    '/admin/sellers/:id/changes',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminSellerChanges',
        description:
          "The seller's change history, newest first: who created or changed it when, each field from what to what (the IBAN masked only).",
        params: sellerIdParamsSchema,
        response: { 200: sellerChangesReplySchema },
      },
    },
    async (request) => ({ data: await service.changes(request.params.id) }),
  );

  app.post(
    '/admin/sellers/:id/invite',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'adminInviteSellerUser',
        description:
          'Creates a user of role seller bound to this seller and mails a link to set the password (valid 7 days; POST /password/reset with its token). An e-mail address already in use is refused.',
        params: sellerIdParamsSchema,
        body: sellerInviteSchema,
        response: { 201: sellerInviteReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(request.params.id, request.body)),
  );

  app.get(
    '/seller/me',
    {
      config: { access: 'seller', errors: [404] },
      schema: {
        tags: ['seller'],
        operationId: 'sellerMe',
        description: "The signed-in seller user's own seller, with its shops and the IBAN masked.",
        response: { 200: sellerReplySchema },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request)) }),
  );
}
