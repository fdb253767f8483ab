import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { currentUser } from '../../plugins/auth.ts';
import { camel, staff, tags } from './daysheet.route-config.ts';
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
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    `/excel/${section}`,
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: `list${op}`,
        description: `The ${label} of a day sheet (query day, user_id for admins). Carried sections answer { error } while the previous working day has tasks without a status.`,
        querystring: dayQuerySchema,
        response: { 200: listReply },
      },
    },
    async (request) => {
      const list = await service.listTasks(currentUser(request), section, request.query);
      return section === 'detyrat-prior-am' && Array.isArray(list) ? { records: list } : list;
    },
  );

  app.post(
    `/excel/${section}/create`,
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        operationId: `create${op}`,
        description: `Adds one of the ${label}; answers the exists flag set (and creates nothing) when the name is already on that sheet. 409 while yesterday is not finished.`,
        querystring: createQuerySchema,
        body,
        response: { 200: createReply, 201: createReply },
      },
    },
    async (request, reply) => {
      const result = await service.createTask(currentUser(request), section, request.query, request.body);
      return reply.status(result.created ? 201 : 200).send(result.reply as never);
    },
  );

  app.get(
    `/excel/${section}/:id`,
    {
      config: staff,
      schema: {
        tags,
        operationId: `get${op}`,
        description: `One of the ${label}.`,
        params: idParamsSchema,
        response: { 200: dto },
      },
    },
    async (request) => service.getTask(currentUser(request), section, request.params.id),
  );

  app.put(
    `/excel/${section}/:id/update`,
    {
      config: staff,
      schema: {
        tags,
        operationId: `update${op}`,
        description: `Changes one of the ${label}.`,
        params: idParamsSchema,
        body,
        response: { 200: dto },
      },
    },
    async (request) => service.updateTask(currentUser(request), section, request.params.id, request.body),
  );

  app.delete(
    `/excel/${section}/:id`,
    {
      config: staff,
      schema: {
        tags,
        operationId: `delete${op}`,
        description: `Soft-deletes one of the ${label} (recorded with who and when).`,
        params: idParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.deleteTask(currentUser(request), section, request.params.id);
      return { message: deleted[section] };
    },
  );
}

/** Daily/weekly/monthly priority tasks: list, read, update (no create, no delete: the weekly tasks make them). */
export function dailyTaskRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/excel/detyrat-ditore',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'listDetyratDitore',
        description: 'Daily/weekly/monthly priority tasks of a day, generated from the weekly tasks.',
        querystring: dayQuerySchema,
        response: { 200: z.array(taskDtoSchema) },
      },
    },
    async (request) => (await service.listTasks(currentUser(request), 'detyrat-ditore', request.query)) as never,
  );
  app.get(
    '/excel/detyrat-ditore/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getDetyratDitore',
        description: 'One daily/weekly/monthly priority task.',
        params: idParamsSchema,
        response: { 200: taskDtoSchema },
      },
    },
    async (request) => service.getTask(currentUser(request), 'detyrat-ditore', request.params.id) as never,
  );
  app.put(
    '/excel/detyrat-ditore/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updateDetyratDitore',
        description: 'Changes a daily/weekly/monthly priority task; P needs description and comment.',
        params: idParamsSchema,
        body: dailyTaskBodySchema,
        response: { 200: taskDtoSchema },
      },
    },
    async (request) => service.updateDailyTask(currentUser(request), request.params.id, request.body),
  );
}
