import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthlyRatingsReplySchema, monthQuerySchema, tasksTexts as texts } from '@wohnwerk/contract/tasks';
import { monthInRange } from '@wohnwerk/contract/day-range';
import { currentUser } from '../../plugins/auth.ts';
import { MonthlyRatingsService } from './monthly-ratings.service.ts';
import { monthlyPdf, monthlyXlsx } from './monthly-ratings.exports.ts';
import { reportCaller, sendFile } from '../finished-tasks/report-caller.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const tags = ['monthly-ratings'];

/** GET /excel/vlersimet-mujore (spec §7.5): the month's ratings and totals. */
export async function monthlyRatingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new MonthlyRatingsService(app.db);
  app.get(
    '/excel/vlersimet-mujore',
    {
      config: { access: 'staff', errors: [404] },
      schema: {
        tags,
        operationId: 'monthlyRatings',
        description:
          'Ratings of a month (month=YYYY-MM) with the points of m1, bz, m3 and totali; admins pass user_id.',
        querystring: monthQuerySchema,
        response: { 200: monthlyRatingsReplySchema },
      },
    },
    async (request) => service.month(currentUser(request), request.query),
  );
}

const params = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: texts.month })
    .refine(monthInRange, { error: texts.monthRange })
    .describe('YYYY-MM, 2000-01 … 2100-12'),
  user: z.coerce.number({ error: texts.id }).int().min(1).max(2_147_483_647),
});

/**
 * The monthly-ratings PDF and Excel on the API host root (spec §2.9 "a monthly-ratings path with
 * month and user"): opened with the bearer token or a signed link (decision 041), never without.
 */
export async function monthlyRatingsReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new MonthlyRatingsService(app.db);
  // Public to the router: reportCaller checks the caller, from the bearer header or the signed link.
  const config = { access: 'public' as const, errors: [401, 403] as const };
  app.get(
    '/vlersimet-mujore-pdf/:month/:user',
    {
      config,
      schema: {
        tags,
        operationId: 'monthlyRatingsPdf',
        description: "PDF of a user's monthly ratings with the total row (the user or an admin).",
        params,
        ...fileAnswer('The ratings as PDF.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const actor = await reportCaller(app, request);
      const m = await service.month(actor, { month: request.params.month, user_id: request.params.user });
      return sendFile(reply, 'pdf', `vleresimet-${m.month}`, await monthlyPdf(m));
    },
  );
  app.get(
    '/vlersimet-mujore-excel/:month/:user',
    {
      config,
      schema: {
        tags,
        operationId: 'monthlyRatingsExcel',
        description: "Excel (.xlsx) of a user's monthly ratings with the total row (the user or an admin).",
        params,
        ...fileAnswer('The ratings as a spreadsheet.', fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const actor = await reportCaller(app, request);
      const m = await service.month(actor, { month: request.params.month, user_id: request.params.user });
      return sendFile(reply, 'xlsx', `vleresimet-${m.month}`, await monthlyXlsx(m));
    },
  );
}
