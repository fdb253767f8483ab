import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportLinkBodySchema, reportLinkReplySchema, usersReplySchema } from '@wohnwerk/contract/daysheet';
import { signReportLink } from '../../lib/signed-links.ts';
import { currentUser } from '../../plugins/auth.ts';
import { noteRoutes } from './daysheet.note-routes.ts';
import { ratingRoutes } from './daysheet.rating-routes.ts';
import { staff, tags } from './daysheet.route-config.ts';
import { DaySheetService } from './daysheet.service.ts';
import { dailyTaskRoutes, taskRoutes } from './daysheet.task-routes.ts';

/**
 * The day sheet's API (backoffice spec "The day sheet"): the task sections, the priority tasks
 * generated from weekly tasks, problems/proposals/overloads and the day rating, each in its file.
 */
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

  taskRoutes(fastify, service);
  dailyTaskRoutes(fastify, service);
  noteRoutes(fastify, service);
  ratingRoutes(fastify, service);
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
