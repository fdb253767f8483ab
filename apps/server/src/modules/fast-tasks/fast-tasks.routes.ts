import type { FastifyInstance } from 'fastify';
import {
  fastCreateBodySchema,
  fastListQuerySchema,
  fastListReplySchema,
  fastReplySchema,
  fastTaskDtoSchema,
  fastUpdateBodySchema,
  idParamsSchema,
} from '@wohnwerk/contract/tasks';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { backOfficeRoutes } from '../../lib/back-office-routes.ts';
import { FastTasksService } from './fast-tasks.service.ts';

/** Fast tasks (spec §2.5, §7.6). */
export async function fastTasksRoutes(fastify: FastifyInstance) {
  const service = new FastTasksService(fastify.db);
  const routes = backOfficeRoutes(fastify, {
    path: '/excel/detyrat-e-shpejta',
    tags: ['fast-tasks'],
    idParams: idParamsSchema,
  });

  routes.list(
    {
      operationId: 'listFastTasks',
      description:
        'Fast tasks the caller created or is assigned (admins: all), filtered by period (day, week, month, all, upcoming, tomorrow) and done (1/0); overdue is computed.',
      querystring: fastListQuerySchema,
      reply: fastListReplySchema,
    },
    (caller, { query }) => service.list(caller, query),
  );
  routes.create(
    {
      operationId: 'createFastTask',
      description:
        'Creates a fast task: the creator is the caller, `user` the developer (anyone may choose); priority defaults to M, day to today.',
      body: fastCreateBodySchema,
      reply: fastReplySchema,
    },
    (caller, { body }) => service.create(caller, body),
  );
  routes.get(
    {
      operationId: 'getFastTask',
      description: 'One fast task (its creator, its developer or an admin).',
      reply: fastTaskDtoSchema,
    },
    (caller, { id }) => service.get(caller, id),
  );
  routes.update(
    {
      operationId: 'updateFastTask',
      description:
        'Changes a fast task (creator, developer or admin). Only admins change day and developer; done goes back to 0 only by the creator or an admin.',
      body: fastUpdateBodySchema,
      reply: fastReplySchema,
    },
    (caller, { id, body }) => service.update(caller, id, body),
  );
  routes.remove(
    {
      operationId: 'deleteFastTask',
      description: 'Deletes a fast task (its creator or an admin).',
      reply: messageReplySchema,
    },
    (caller, { id }) => service.remove(caller, id),
  );
}
