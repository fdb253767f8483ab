import { isStaffRole } from '@wohnwerk/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { warehouseId, warehouseTexts } from '@wohnwerk/contract/warehouse';
import { AppError, messages } from '../../lib/app-error.ts';
import { userOfReportLink } from '../../lib/signed-links.ts';
import { awNotEqualPdf, awReportPdf, awReportXlsx } from './warehouse.reports.ts';
import { findWorkOrder } from './warehouse.queries.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const tags = ['warehouse-reports'];
const params = z.object({ id: warehouseId });

/**
 * The three export links of the scan page, on the root (spec §7.8). Declared public so a new tab
 * can open them, and checked here: a staff bearer header or a signed link (decision 041).
 */
export async function warehouseReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public to the router: the caller is checked here, from the bearer header or the signed link.
  const config = { access: 'public' as const, errors: [401, 403] as const };

  const workOrder = async (request: FastifyRequest, id: number) => {
    const user = request.user ?? (await userOfReportLink(app, request.url.split('?')[0], request.query));
    if (!user) throw new AppError('unauthenticated', messages.unauthenticated);
    if (!isStaffRole(user.role)) throw new AppError('forbidden', warehouseTexts.forbidden);
    const wo = await findWorkOrder(app.db, id);
    if (!wo) throw new AppError('not_found', warehouseTexts.awNotFound);
    return wo;
  };
  const send = (reply: FastifyReply, type: string, name: string, body: Buffer) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  const slug = (aw: string) => aw.replace(/[^\w-]+/g, '-');

  app.get(
    '/aw-report/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'awReportPdf',
        description: 'PDF of every line of a work order (staff).',
        params,
        ...fileAnswer('The report as PDF.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const wo = await workOrder(request, request.params.id);
      return send(reply, 'application/pdf', `aw-report-${slug(wo.aw)}.pdf`, await awReportPdf(app.db, wo));
    },
  );

  app.get(
    '/aw-report-excel/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'awReportExcel',
        description: 'XLSX of every line of a work order (staff).',
        params,
        ...fileAnswer('The report as a spreadsheet.', fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const wo = await workOrder(request, request.params.id);
      return send(reply, fileTypes.xlsx, `aw-report-${slug(wo.aw)}.xlsx`, await awReportXlsx(app.db, wo));
    },
  );

  app.get(
    '/aw-not-bz/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'awNotEqualPdf',
        description: 'PDF of the lines whose scanned count differs from the expected one (staff).',
        params,
        ...fileAnswer('The report as PDF.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const wo = await workOrder(request, request.params.id);
      return send(reply, 'application/pdf', `aw-not-bz-${slug(wo.aw)}.pdf`, await awNotEqualPdf(app.db, wo));
    },
  );
}
