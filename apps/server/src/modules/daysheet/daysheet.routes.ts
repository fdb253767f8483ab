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
  noteBodySchema,
  noteCreateReplySchema,
  noteDtoSchema,
  noteListReplySchema,
  overloadBodySchema,
  overloadListReplySchema,
  ratingCheckReplySchema,
  ratingCreateBodySchema,
  ratingCreateReplySchema,
  ratingDayReplySchema,
  ratingDtoSchema,
  ratingUpdateBodySchema,
  taskBodySchema,
  taskCreateExistsReplySchema,
  taskCreateReplySchema,
  taskDtoSchema,
  taskListReplySchema,
  usersReplySchema,
  reportLinkBodySchema,
  reportLinkReplySchema,
  type NoteKind,
  type TaskSection,
} from '@wohnwerk/contract/daysheet';
import { currentUser } from '../../plugins/auth.ts';
import { DaySheetService } from './daysheet.service.ts';
import { signReportLink } from '../../lib/signed-links.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['daysheet'];
const staff = { access: 'staff' as const };
/** operationIds are camelCase: detyrat-prior-am → DetyratPriorAm. */
const camel = (s: string) => s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()).replace(/\d/, (d) => d);

const taskSectionLabels: Record<TaskSection, string> = {
  detyrat8: '8:00 tasks',
  emails: 'e-mails',
  'detyrat-perb': 'common tasks',
  'detyrat-sistem': 'unfinished tasks',
  'detyrat-prior-am': 'AM priority tasks',
  'detyrat-prior-pm': 'PM priority tasks',
};
const deleted: Record<TaskSection | NoteKind, string> = {
  detyrat8: 'Detyra u fshi',
  emails: 'Emaili u fshi',
  'detyrat-perb': 'Detyra e perbashket u fshi',
  'detyrat-sistem': 'Detyra e pakryer u fshi',
  'detyrat-prior-am': 'Detyra u fshi',
  'detyrat-prior-pm': 'Detyra u fshi',
  problemet: 'Problemi u fshi',
  propozimet: 'Propozimi u fshi',
  ngarkesat: 'Mbi/Nen Ngarkesa u fshi',
};

export async function daysheetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new DaySheetService(app.db);
  await daysheetReportLinkRoute(fastify);

  app.get(
    '/excel/users',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'excelUsers',
        description: 'Staff and admins who keep day sheets.',
        response: { 200: usersReplySchema },
      },
    },
    async () => service.users(),
  );

  // --- the six task sections: list, create, read, update, delete ------------------------------
  for (const section of Object.keys(taskSectionLabels) as TaskSection[]) {
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

  // --- daily/weekly/monthly priority tasks: list, read, update (no create, no delete) ----------
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

  // --- problems, proposals, overloads ---------------------------------------------------------
  const notes: { kind: NoteKind; label: string; body: typeof noteBodySchema | typeof overloadBodySchema }[] = [
    { kind: 'problemet', label: 'problems', body: noteBodySchema },
    { kind: 'propozimet', label: 'proposals', body: noteBodySchema },
    { kind: 'ngarkesat', label: 'overloads/underloads', body: overloadBodySchema },
  ];
  for (const { kind, label, body } of notes) {
    const op = camel(kind);
    if (kind === 'ngarkesat') {
      app.get(
        '/excel/ngarkesat',
        {
          config: { ...staff, errors: [404] },
          schema: {
            tags,
            operationId: 'listNgarkesat',
            description: 'Overloads of today (sot) and tomorrow (neser) recorded on a day.',
            querystring: dayQuerySchema,
            response: { 200: overloadListReplySchema },
          },
        },
        async (request) => service.listOverloads(currentUser(request), request.query),
      );
    } else {
      app.get(
        `/excel/${kind}`,
        {
          config: { ...staff, errors: [404] },
          schema: {
            tags,
            operationId: `list${op}`,
            description: `The ${label} of a day.`,
            querystring: dayQuerySchema,
            response: { 200: noteListReplySchema },
          },
        },
        async (request) => service.listNotes(currentUser(request), kind, request.query),
      );
    }
    app.post(
      `/excel/${kind}/create`,
      {
        config: { ...staff, errors: [404] },
        schema: {
          tags,
          operationId: `create${op}`,
          description: `Adds one of the ${label}; PO needs a comment.`,
          querystring: createQuerySchema,
          body,
          response: { 201: noteCreateReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createNote(currentUser(request), kind, request.query, request.body)),
    );
    app.get(
      `/excel/${kind}/:id`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `get${op}`,
          description: `One of the ${label}.`,
          params: idParamsSchema,
          response: { 200: noteDtoSchema },
        },
      },
      async (request) => service.getNote(currentUser(request), kind, request.params.id),
    );
    app.put(
      `/excel/${kind}/:id/update`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `update${op}`,
          description: `Changes one of the ${label}.`,
          params: idParamsSchema,
          body,
          response: { 200: noteDtoSchema },
        },
      },
      async (request) => service.updateNote(currentUser(request), kind, request.params.id, request.body),
    );
    app.delete(
      `/excel/${kind}/:id`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `delete${op}`,
          description: `Soft-deletes one of the ${label}.`,
          params: idParamsSchema,
          response: { 200: messageReplySchema },
        },
      },
      async (request) => {
        await service.deleteNote(currentUser(request), kind, request.params.id);
        return { message: deleted[kind] };
      },
    );
  }

  // --- ratings --------------------------------------------------------------------------------
  app.get(
    '/excel/vlersimet',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'listVlersimet',
        description: "The day's rating (sot) and the month's totals up to the day (deriSot).",
        querystring: dayQuerySchema,
        response: { 200: ratingDayReplySchema },
      },
    },
    async (request) => service.ratingDay(currentUser(request), request.query),
  );
  app.get(
    '/excel/vlersimet/check',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'checkVlersimet',
        description: 'Whether the day is graded (vleresuar).',
        querystring: dayQuerySchema,
        response: { 200: ratingCheckReplySchema },
      },
    },
    async (request) => service.ratingCheck(currentUser(request), request.query),
  );
  app.post(
    '/excel/vlersimet/create',
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'createVlersimet',
        description: 'Records the day rating M1, BZ, M3 once per day; 409 "JU JENI VLERESUAR" when graded.',
        querystring: createQuerySchema,
        body: ratingCreateBodySchema,
        response: { 201: ratingCreateReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createRating(currentUser(request), request.query, request.body)),
  );
  app.get(
    '/excel/vlersimet/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getVlersimet',
        description: 'One rating record.',
        params: idParamsSchema,
        response: { 200: ratingDtoSchema },
      },
    },
    async (request) => service.getRating(currentUser(request), request.params.id),
  );
  app.put(
    '/excel/vlersimet/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updateVlersimet',
        description: 'Changes a rating record.',
        params: idParamsSchema,
        body: ratingUpdateBodySchema,
        response: { 200: ratingCreateReplySchema },
      },
    },
    async (request) => service.updateRating(currentUser(request), request.params.id, request.body),
  );
}

/** POST /excel/report-link: a short-lived signed link to one report (decision 041). */
async function daysheetReportLinkRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/excel/report-link',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'excelReportLink',
        description:
          'A signed link (5 minutes, this path only) to a day-sheet report, for opening it in a new tab. The report itself checks the role.',
        body: reportLinkBodySchema,
        response: { 200: reportLinkReplySchema },
      },
    },
    async (request) => ({ url: await signReportLink(app, currentUser(request).tokenId, request.body.path) }),
  );
}
