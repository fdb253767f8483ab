import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  amListReplySchema,
  createQuerySchema,
  dailyTaskBodySchema,
  dayQuerySchema,
  emailBodySchema,
  emailCreateReplySchema,
  emailDtoSchema,
  emailListReplySchema,
  idParamsSchema,
  taskBodySchema,
  taskCreateExistsReplySchema,
  taskCreateReplySchema,
  taskDtoSchema,
  taskListReplySchema,
  type TaskSection,
} from '@wohnwerk/contract/daysheet';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { backOfficeRoutes } from '../../lib/back-office-routes.ts';
import { camel, daySheetRoutes, tags } from './daysheet.route-config.ts';
import type { DaySheetService } from './daysheet.service.ts';

const taskSectionLabels: Record<TaskSection, string> = {
  detyrat8: '8:00 tasks',
  emails: 'e-mails',
  'detyrat-perb': 'common tasks',
  'detyrat-sistem': 'unfinished tasks',
  'detyrat-prior-am': 'AM priority tasks',
  'detyrat-prior-pm': 'PM priority tasks',
};
const deleted: Record<TaskSection, string> = {
  detyrat8: 'Detyra u fshi',
  emails: 'Emaili u fshi',
  'detyrat-perb': 'Detyra e perbashket u fshi',
  'detyrat-sistem': 'Detyra e pakryer u fshi',
  'detyrat-prior-am': 'Detyra u fshi',
  'detyrat-prior-pm': 'Detyra u fshi',
};

/** The six task sections: list, create, read, update, delete each. */
export function taskRoutes(fastify: FastifyInstance, service: DaySheetService) {
  for (const section of Object.keys(taskSectionLabels) as TaskSection[]) sectionRoutes(fastify, service, section);
}

function sectionRoutes(fastify: FastifyInstance, service: DaySheetService, section: TaskSection) {
  const label = taskSectionLabels[section];
  const op = camel(section);
  const isEmail = section === 'emails';
  const dto = isEmail ? emailDtoSchema : taskDtoSchema;
  const body = isEmail ? emailBodySchema : taskBodySchema;
  const listReply = isEmail
    ? emailListReplySchema
    : section === 'detyrat-prior-am'
      ? amListReplySchema
      : taskListReplySchema;
  const createReply = isEmail
    ? emailCreateReplySchema
    : section === 'detyrat8' || section === 'detyrat-perb'
      ? taskCreateReplySchema
      : taskCreateExistsReplySchema;
  const routes = daySheetRoutes(fastify, `/excel/${section}`);

  routes.list(
    {
      operationId: `list${op}`,
      description: `The ${label} of a day sheet (query day, user_id for admins). Carried sections answer { error } while the previous working day has tasks without a status.`,
      errors: [404],
      querystring: dayQuerySchema,
      reply: listReply,
    },
    async (caller, { query }) => {
      const list = await service.listTasks(caller, section, query);
      return (section === 'detyrat-prior-am' && Array.isArray(list) ? { records: list } : list) as never;
    },
  );
  routes.create(
    {
      operationId: `create${op}`,
      description: `Adds one of the ${label}; answers the exists flag set (and creates nothing) when the name is already on that sheet. 409 while yesterday is not finished.`,
      errors: [404, 409],
      querystring: createQuerySchema,
      body,
      reply: createReply,
      answersExisting: true,
    },
    async (caller, input, reply) => {
      const result = await service.createTask(caller, section, input.query, input.body);
      reply.status(result.created ? 201 : 200);
      return result.reply as never;
    },
  );
  routes.get({ operationId: `get${op}`, description: `One of the ${label}.`, reply: dto }, (caller, { id }) =>
    service.getTask(caller, section, id),
  );
  routes.update(
    { operationId: `update${op}`, description: `Changes one of the ${label}.`, body, reply: dto },
    (caller, { id, body }) => service.updateTask(caller, section, id, body),
  );
  routes.remove(
    {
      operationId: `delete${op}`,
      description: `Soft-deletes one of the ${label} (recorded with who and when).`,
      reply: messageReplySchema,
    },
    async (caller, { id }) => {
      await service.deleteTask(caller, section, id);
      return { message: deleted[section] };
    },
  );
}

/** Daily/weekly/monthly priority tasks: list, read, update (no create, no delete: the weekly tasks make them). */
export function dailyTaskRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const routes = backOfficeRoutes(fastify, { path: '/excel/detyrat-ditore', tags, idParams: idParamsSchema });
  routes.list(
    {
      operationId: 'listDetyratDitore',
      description: 'Daily/weekly/monthly priority tasks of a day, generated from the weekly tasks.',
      errors: [404],
      querystring: dayQuerySchema,
      reply: z.array(taskDtoSchema),
    },
    async (caller, { query }) => (await service.listTasks(caller, 'detyrat-ditore', query)) as never,
  );
  routes.get(
    {
      operationId: 'getDetyratDitore',
      description: 'One daily/weekly/monthly priority task.',
      reply: taskDtoSchema,
    },
    async (caller, { id }) => (await service.getTask(caller, 'detyrat-ditore', id)) as never,
  );
  routes.update(
    {
      operationId: 'updateDetyratDitore',
      description: 'Changes a daily/weekly/monthly priority task; P needs description and comment.',
      body: dailyTaskBodySchema,
      reply: taskDtoSchema,
    },
    (caller, { id, body }) => service.updateDailyTask(caller, id, body),
  );
}
