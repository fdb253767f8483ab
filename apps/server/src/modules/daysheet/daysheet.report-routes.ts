import { isStaffRole } from '@wohnwerk/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysheetTexts as texts, sheetDay } from '@wohnwerk/contract/daysheet';
import { AppError, messages } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUser } from '../../lib/staff-users.queries.ts';
import { userOfReportLink } from '../../lib/signed-links.ts';
import { deletedReport, emailReport, hfReport, overallReport, userReport } from './daysheet.reports.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const tags = ['daysheet-reports'];
const pdfAnswer = fileAnswer('The report as PDF.', fileTypes.pdf);
/** The day of a report link: YYYY-MM-DD, or DD-MM-YYYY as the day page shows it. */
const day = sheetDay;
const userParam = z.string().regex(/^(\d{1,9}|all)$/, { error: texts.id });

/**
 * The report links of the day page, on the root (spec §2.2). They are declared public so the
 * browser can open them in a new tab, and check the caller here: a bearer header, or a signed
 * link from POST /api/v1/excel/report-link (decision 041). Never readable without the role.
 */
export async function daysheetReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const caller = async (request: FastifyRequest, need: 'staff' | 'admin'): Promise<AuthUser> => {
    const path = request.url.split('?')[0];
    const user = request.user ?? (await userOfReportLink(app, path, request.query));
    if (!user) throw new AppError('unauthenticated', messages.unauthenticated);
    if (!isStaffRole(user.role) || (need === 'admin' && user.role !== 'admin'))
      throw new AppError('forbidden', texts.forbidden);
    return user;
  };
  const pdf = (reply: FastifyReply, name: string, body: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  const staffUser = async (id: number) => {
    const user = await findUser(app.db, id);
    if (!user || !isStaffRole(user.role)) throw new AppError('not_found', texts.notFound);
    return user;
  };
  // Public to the router: the caller is checked here, from the bearer header or the signed link.
  const config = { access: 'public' as const, errors: [401, 403] as const };

  app.get(
    '/report/:user/:date',
    {
      config,
      schema: {
        tags,
        operationId: 'daySheetReportPdf',
        description: "PDF of one user's day sheet: the user themself or an admin.",
        params: z.object({ user: z.coerce.number().int().min(1).max(2_147_483_647), date: day }),
        ...pdfAnswer,
      },
    },
    async (request, reply) => {
      const actor = await caller(request, 'staff');
      if (actor.role !== 'admin' && actor.id !== request.params.user) throw new AppError('forbidden', texts.forbidden);
      const user = await staffUser(request.params.user);
      return pdf(reply, `raporti-${request.params.date}`, await userReport(app.db, user, request.params.date));
    },
  );

  app.get(
    '/raporti-ditor/:date',
    {
      config,
      schema: {
        tags,
        operationId: 'daySheetAllUsersPdf',
        description: "PDF of every user's day sheet (admins).",
        params: z.object({ date: day }),
        ...pdfAnswer,
      },
    },
    async (request, reply) => {
      await caller(request, 'admin');
      return pdf(reply, `raporti-ditor-${request.params.date}`, await overallReport(app.db, request.params.date));
    },
  );

  app.get(
    '/raporti-ei/:date',
    {
      config,
      schema: {
        tags,
        operationId: 'daySheetEmailsPdf',
        description: 'PDF of the e-mails of the day: all users for admins, their own for staff.',
        params: z.object({ date: day }),
        ...pdfAnswer,
      },
    },
    async (request, reply) => {
      const actor = await caller(request, 'staff');
      const only = actor.role === 'admin' ? undefined : actor.id;
      return pdf(reply, `raporti-ei-${request.params.date}`, await emailReport(app.db, request.params.date, only));
    },
  );

  app.get(
    '/raporti-hf/:user/:date',
    {
      config,
      schema: {
        tags,
        operationId: 'daySheetHfReportPdf',
        description: 'PDF of the HF staff report, one user or all (admins).',
        params: z.object({ user: userParam, date: day }),
        ...pdfAnswer,
      },
    },
    async (request, reply) => {
      await caller(request, 'admin');
      const id = request.params.user === 'all' ? 0 : Number(request.params.user);
      const user = id ? await staffUser(id) : null;
      return pdf(reply, `raporti-hf-${request.params.date}`, await hfReport(app.db, user, request.params.date));
    },
  );

  app.get(
    '/raporti-deleted/:date',
    {
      config,
      schema: {
        tags,
        operationId: 'daySheetDeletedTasksPdf',
        description: 'PDF of the tasks deleted on (or of) the day, with who and when (admins).',
        params: z.object({ date: day }),
        ...pdfAnswer,
      },
    },
    async (request, reply) => {
      await caller(request, 'admin');
      return pdf(reply, `raporti-deleted-${request.params.date}`, await deletedReport(app.db, request.params.date));
    },
  );
}
