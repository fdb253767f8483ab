import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  weeklyCreateBodySchema,
  weeklyListReplySchema,
  weeklyReplySchema,
  weeklyTaskDtoSchema,
  weeklyUpdateBodySchema,
} from '@wohnwerk/contract/tasks';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { backOfficeRoutes } from '../../lib/back-office-routes.ts';
import { WeeklyTasksService } from './weekly-tasks.service.ts';

/** Weekly recurring tasks (spec §2.6, §7.7). */
export async function weeklyTasksRoutes(fastify: FastifyInstance) {
  const service = new WeeklyTasksService(fastify.db);
  const routes = backOfficeRoutes(fastify, {
    path: '/excel/detyrat-javore',
    tags: ['weekly-tasks'],
    idParams: idParamsSchema,
  });

  routes.list(
    {
      operationId: 'listWeeklyTasks',
      description: "The caller's weekly tasks (admins: everyone's), with day badges.",
      reply: weeklyListReplySchema,
    },
    (caller) => service.list(caller),
  );
  routes.create(
    {
      operationId: 'createWeeklyTask',
      description:
        'Creates a weekly task on Monday–Friday days (1–5); only admins choose another user. The day sheets of those days get it as a priority row.',
      body: weeklyCreateBodySchema,
      reply: weeklyReplySchema,
    },
    (caller, { body }) => service.create(caller, body),
  );
  routes.get(
    {
      operationId: 'getWeeklyTask',
      description: 'One weekly task with its days (its user or an admin).',
      reply: weeklyTaskDtoSchema,
    },
    (caller, { id }) => service.get(caller, id),
  );
  routes.update(
    {
      operationId: 'updateWeeklyTask',
      description: 'Changes a weekly task (the user is not sent); unassessed rows of today and later follow.',
      body: weeklyUpdateBodySchema,
      reply: weeklyReplySchema,
    },
    (caller, { id, body }) => service.update(caller, id, body),
  );
  routes.remove(
    {
      operationId: 'deleteWeeklyTask',
      description: 'Deletes a weekly task and its unassessed rows of today and later.',
      reply: messageReplySchema,
    },
    (caller, { id }) => service.remove(caller, id),
  );
}
