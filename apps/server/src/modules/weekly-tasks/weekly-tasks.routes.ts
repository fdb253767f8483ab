import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  weeklyCreateBodySchema,
  weeklyListReplySchema,
  weeklyReplySchema,
  weeklyTaskDtoSchema,
  weeklyUpdateBodySchema,
} from '@wohnwerk/contract/tasks';
import { currentUser } from '../../plugins/auth.ts';
import { WeeklyTasksService } from './weekly-tasks.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['weekly-tasks'];
const config = { access: 'staff' as const };

/** Weekly recurring tasks (spec §2.6, §7.7). */
export async function weeklyTasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new WeeklyTasksService(app.db);

  app.get(
    '/excel/detyrat-javore',
    {
      config,
      schema: {
        tags,
        operationId: 'listWeeklyTasks',
        description: "The caller's weekly tasks (admins: everyone's), with day badges.",
        response: { 200: weeklyListReplySchema },
      },
    },
    async (request) => service.list(currentUser(request)),
  );
  app.post(
    '/excel/detyrat-javore',
    {
      config,
      schema: {
        tags,
        operationId: 'createWeeklyTask',
        description:
          'Creates a weekly task on Monday–Friday days (1–5); only admins choose another user. The day sheets of those days get it as a priority row.',
        body: weeklyCreateBodySchema,
        response: { 201: weeklyReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );
  app.get(
    '/excel/detyrat-javore/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getWeeklyTask',
        description: 'One weekly task with its days (its user or an admin).',
        params: idParamsSchema,
        response: { 200: weeklyTaskDtoSchema },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );
  app.put(
    '/excel/detyrat-javore/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateWeeklyTask',
        description: 'Changes a weekly task (the user is not sent); unassessed rows of today and later follow.',
        params: idParamsSchema,
        body: weeklyUpdateBodySchema,
        response: { 200: weeklyReplySchema },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/excel/detyrat-javore/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteWeeklyTask',
        description: 'Deletes a weekly task and its unassessed rows of today and later.',
        params: idParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
