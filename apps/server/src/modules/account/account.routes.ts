import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteBodySchema,
  dataExportSchema,
  profileBodySchema,
  profileReplySchema,
} from '@wohnwerk/contract/account';
import { currentUser } from '../../plugins/auth.ts';
import { AccountService } from './account.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['account'];
const user = { access: 'user' as const };

/** A 2 MB picture is ~2.7 MB as base64; above this the server answers 413 before reading it. */
const profileBodyLimit = 4 * 1024 * 1024;

/** Profile and privacy of the signed-in customer (spec §7 Account; shop-rules "Accounts", "German law"). */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AccountService(app.db, app.storage);

  app.put(
    '/profile',
    {
      config: user,
      bodyLimit: profileBodyLimit,
      schema: {
        tags,
        operationId: 'updateProfile',
        description:
          'Changes name, about and phone; image is a data URL of a JPEG, PNG or WebP picture up to 2 MB (checked by its bytes, metadata removed); removeImage drops the picture. The e-mail address is not changed here.',
        body: profileBodySchema,
        response: { 200: profileReplySchema },
      },
    },
    async (request) => service.updateProfile(currentUser(request).id, request.body),
  );

  app.get(
    '/privacy/export',
    {
      config: user,
      schema: {
        tags,
        operationId: 'exportMyData',
        description: 'Everything the shop keeps about the signed-in customer, as a JSON download.',
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(currentUser(request).id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="wohnwerk-meine-daten-${data.exported_at.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/privacy/delete',
    {
      config: { ...user, errors: [403] },
      schema: {
        tags,
        operationId: 'deleteMyAccount',
        description:
          "Deletes the signed-in customer's account after the password is confirmed: personal data are erased, orders are kept anonymised. Staff accounts are refused (403).",
        body: accountDeleteBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.deleteAccount(currentUser(request).id, request.body.password),
  );
}
