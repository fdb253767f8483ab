import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentBodySchema,
  commentDtoSchema,
  commentListReplySchema,
  commentReplySchema,
  commentUpdateBodySchema,
  idParamsSchema,
} from '@wohnwerk/contract/tasks';
import { currentUser } from '../../plugins/auth.ts';
import { UserCommentsService } from './user-comments.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['user-comments'];

/** Comments about users (spec §2.7, §7.6): admins manage them, a staff user reads their own. */
export async function userCommentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new UserCommentsService(app.db);
  const staff = { access: 'staff' as const };
  const admin = { access: 'admin' as const };
  // The comment form shows the answer's success or error text (spec §7.6): failures carry `error` too.
  const adminForm = { access: 'admin' as const, errorText: true };

  app.post(
    '/comment-for-user',
    {
      config: adminForm,
      schema: {
        tags,
        operationId: 'createUserComment',
        description:
          'An admin writes a comment about a user: category mungese_performance, minus or tjera (the add form\'s "Mungese performance", MINUS, TJERA are accepted too).',
        body: commentBodySchema,
        response: { 201: commentReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );
  app.get(
    '/comment-for-user/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listUserComments',
        description:
          "Comments about a user (the path's id is the user's), newest first: admins any user, staff only themselves.",
        params: idParamsSchema,
        response: { 200: commentListReplySchema },
      },
    },
    async (request) => service.listFor(currentUser(request), request.params.id),
  );
  app.get(
    '/getOne/comment-for-user/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getUserComment',
        description: 'One comment (admins, or the user it is about).',
        params: idParamsSchema,
        response: { 200: commentDtoSchema },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );
  app.put(
    '/comment-for-user/:id',
    {
      config: adminForm,
      schema: {
        tags,
        operationId: 'updateUserComment',
        description: 'An admin changes a comment (category, title, value, comment).',
        params: idParamsSchema,
        body: commentUpdateBodySchema,
        response: { 200: commentReplySchema },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/comment-for-user/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'deleteUserComment',
        description: 'An admin deletes a comment.',
        params: idParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.remove(request.params.id),
  );
}
