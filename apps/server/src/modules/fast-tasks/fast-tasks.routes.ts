import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fastCreateBodySchema,
  fastListQuerySchema,
  fastListReplySchema,
  fastReplySchema,
  fastTaskDtoSchema,
  fastUpdateBodySchema,
  idParamsSchema,
} from '@wohnwerk/contract/tasks';
import { currentUser } from '../../plugins/auth.ts';
import { FastTasksService } from './fast-tasks.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['fast-tasks'];
const config = { access: 'staff' as const };

/** Fast tasks (spec §2.5, §7.6). */
export async function fastTasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new FastTasksService(app.db);

  app.get(
    '/excel/detyrat-e-shpejta',
    {
      config,
      schema: {
        tags,
        operationId: 'listFastTasks',
        description:
          'Fast tasks the caller created or is assigned (admins: all), filtered by period (day, week, month, all, upcoming, tomorrow) and done (1/0); overdue is computed.',
        querystring: fastListQuerySchema,
        response: { 200: fastListReplySchema },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );
  app.post(
    '/excel/detyrat-e-shpejta',
    {
      config,
      schema: {
        tags,
        operationId: 'createFastTask',
        description:
          'Creates a fast task: the creator is the caller, `user` the developer (anyone may choose); priority defaults to M, day to today.',
        body: fastCreateBodySchema,
        response: { 201: fastReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );
  app.get(
    '/excel/detyrat-e-shpejta/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getFastTask',
        description: 'One fast task (its creator, its developer or an admin).',
        params: idParamsSchema,
        response: { 200: fastTaskDtoSchema },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );
  app.put(
    '/excel/detyrat-e-shpejta/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateFastTask',
        description:
          'Changes a fast task (creator, developer or admin). Only admins change day and developer; done goes back to 0 only by the creator or an admin.',
        params: idParamsSchema,
        body: fastUpdateBodySchema,
        response: { 200: fastReplySchema },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/excel/detyrat-e-shpejta/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteFastTask',
        description: 'Deletes a fast task (its creator or an admin).',
        params: idParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
