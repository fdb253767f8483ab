import { accountingExportQuerySchema } from '@wohnwerk/contract/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/file-answer.ts';
import { accountingExport } from './accounting.service.ts';

/** The accountant's export (decision 155), for staff as the other shop-administration routes. */
export async function accountingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/accounting/export',
    {
      config: { access: 'staff' as const },
      schema: {
        tags: ['admin-accounting'],
        operationId: 'exportAccounting',
        description:
          'The invoices and credit notes issued in a Berlin calendar month, one booking line per document and VAT rate. format=datev (default): a DATEV Buchungsstapel (EXTF 700, category 21, Windows-1252) booking each rate gross between DATEV_KONTO and the rate’s revenue account (DATEV_ERLOESKONTEN, SKR03 8400/8300 by default), invoices S, credit notes H, Belegfeld 1 the document number. format=csv: the same lines for spreadsheets (UTF-8 with BOM, ";", decimal comma), credit notes negative.',
        querystring: accountingExportQuerySchema,
        ...fileAnswer('The bookings of the month.', 'text/csv; charset=windows-1252', 'text/csv; charset=utf-8'),
      },
    },
    async (request, reply) => {
      const file = await accountingExport(app.db, request.query, app.config);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
