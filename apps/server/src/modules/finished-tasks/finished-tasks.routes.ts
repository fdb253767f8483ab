import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { finishedListReplySchema, finishedParamsSchema, usersDataReplySchema } from '@wohnwerk/contract/tasks';
import { currentUser } from '../../plugins/auth.ts';
import { FinishedTasksService } from './finished-tasks.service.ts';
import { finishedPdf, finishedXlsx } from './finished-tasks.exports.ts';
import { reportCaller, sendFile } from './report-caller.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const tags = ['finished-tasks'];
const config = { access: 'staff' as const };

/** Finished tasks (spec §2.7, §7.1, §7.6). */
export async function finishedTasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new FinishedTasksService(app.db);

  app.get(
    '/detyrat-e-kryera',
    {
      config,
      schema: {
        tags,
        operationId: 'listFinishedTasks',
        description: 'Finished fast tasks the caller created or was assigned (admins: all).',
        response: { 200: finishedListReplySchema },
      },
    },
    async (request) => service.all(currentUser(request)),
  );
  app.get(
    '/detyrat-e-kryera/users',
    {
      config,
      schema: {
        tags,
        operationId: 'finishedTaskUsers',
        description: 'The users the finished-task picker offers (admins: all staff; staff: themselves).',
        response: { 200: usersDataReplySchema },
      },
    },
    async (request) => service.users(currentUser(request)),
  );
  app.get(
    '/detyrat-e-kryera/:userId/:from/:to',
    {
      config,
      schema: {
        tags,
        operationId: 'listFinishedTasksOfUser',
        description:
          "A user's finished fast tasks (created or assigned), finished between from and to (YYYY-MM-DD, inclusive); staff only their own.",
        params: finishedParamsSchema,
        response: { 200: finishedListReplySchema },
      },
    },
    async (request) =>
      (await service.between(currentUser(request), request.params.userId, request.params.from, request.params.to))
        .tasks,
  );
}

/** PDF and Excel of the filtered list on the API host root, with a bearer header or a signed link. */
export async function finishedTasksReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new FinishedTasksService(app.db);
  // Public to the router: reportCaller checks the caller, from the bearer header or the signed link.
  const pub = { access: 'public' as const, errors: [401, 403] as const };
  for (const kind of ['pdf', 'excel'] as const) {
    app.get(
      `/detyrat-e-kryera-${kind}/:userId/:from/:to`,
      {
        config: pub,
        schema: {
          tags,
          operationId: kind === 'pdf' ? 'finishedTasksPdf' : 'finishedTasksExcel',
          description: `${kind === 'pdf' ? 'PDF' : 'Excel (.xlsx)'} of a user's finished tasks between two days (the user or an admin).`,
          params: finishedParamsSchema,
          ...(kind === 'pdf'
            ? fileAnswer('The list as PDF.', fileTypes.pdf)
            : fileAnswer('The list as a spreadsheet.', fileTypes.xlsx)),
        },
      },
      async (request, reply) => {
        const { userId, from, to } = request.params;
        const { user, tasks } = await service.between(await reportCaller(app, request), userId, from, to);
        const name = `detyrat-e-kryera-${from}-${to}`;
        return kind === 'pdf'
          ? sendFile(reply, 'pdf', name, await finishedPdf(user.name, from, to, tasks))
          : sendFile(reply, 'xlsx', name, await finishedXlsx(user.name, from, to, tasks));
      },
    );
  }
}
