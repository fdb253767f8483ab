import {
  importCreatedSchema,
  importIdParamsSchema,
  importListSchema,
  importRefusedQuerySchema,
  importStatusSchema,
  productExportQuerySchema,
} from '@wohnwerk/contract/product-imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { currentUser } from '../../plugins/auth.ts';
import { csvType, sendErrorsCsv, sendRefusedRows } from './imports.answers.ts';
import { ImportsService } from './imports.service.ts';
import { registerUploads, uploadedFile } from './imports.upload.ts';

const staff = { access: 'staff' as const };
const tags = ['admin-imports'];

/** Product export and import (role staff): the file, then a dry run, then apply, as durable jobs. */
export async function importsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await registerUploads(app);
  const service = new ImportsService(app.db, app.storage, app.jobs, { applyChunkRows: app.config.IMPORT_CHUNK_ROWS });
  service.defineJobs();

  app.get(
    '/admin/products/export',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'exportProducts',
        description:
          'Every product as CSV (UTF-8 with BOM, ";" between columns, decimal commas) or XLSX, streamed. German column headers (the selling price is "Preis"), the same layout the import reads: Artikelnummer, Name, Kategorie, Shop, Marke, Serie, Preis, Alter Preis, Einkaufspreis, Bestand, Lieferzeit (Wochen), Steuersatz, Aktiv, Bestseller, Farbe Front, Farbe Korpus, Maße, Variantengruppe, EAN, cbm, kg, Colli, Beschreibung.',
        querystring: productExportQuerySchema,
        ...fileAnswer('The products.', csvType, fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const format = request.query.format;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="artikel-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? csvType : fileTypes.xlsx)
        .send(service.exportFile(format));
    },
  );

  app.post(
    '/admin/imports',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'createImport',
        description:
          'Uploads a product file (multipart field `file`, CSV or XLSX in the export layout, up to 100 MB) and answers 202 with the import id at once; the dry run runs as a background job. Follow it with GET /admin/imports/{id}.',
        consumes: ['multipart/form-data'],
        response: { 202: importCreatedSchema },
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(request);
      return reply.status(202).send(await service.create(currentUser(request).id, file.name, file.bytes));
    },
  );

  app.get(
    '/admin/imports',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listImports',
        description: 'The latest imports, newest first.',
        response: { 200: importListSchema },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.get(
    '/admin/imports/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getImport',
        description:
          'An import: status (queued, checking, checked, applying, applied, failed), progress of the dry run (rows_done of rows_total), what applying would do (created, updated, unchanged) and the row errors [{row, column, message}] (the first 500; all in /errors).',
        params: importIdParamsSchema,
        response: { 200: importStatusSchema },
      },
    },
    async (request) => service.status(request.params.id),
  );

  app.get(
    '/admin/imports/:id/errors',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'importErrors',
        description:
          "Every row error of an import as CSV (Zeile;Artikelnummer;Spalte;Wert;Fehler), for the screen's download.",
        params: importIdParamsSchema,
        ...fileAnswer('The row errors.', csvType),
      },
    },
    async (request, reply) => sendErrorsCsv(reply, request.params.id, await service.errorsCsv(request.params.id)),
  );

  app.get(
    '/admin/imports/:id/refused',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'importRefusedRows',
        description:
          'The rows the check refused, as a file to correct and upload again: the uploaded header and cells as they were, plus the column "Fehler" with the row\'s errors ("Preis: … | Bestand: …"), which the import does not read. CSV or XLSX (`format`, default: the upload\'s).',
        params: importIdParamsSchema,
        querystring: importRefusedQuerySchema,
        ...fileAnswer('The refused rows.', csvType, fileTypes.xlsx),
      },
    },
    async (request, reply) => sendRefusedRows(reply, await service.refused(request.params.id, request.query.format)),
  );

  app.post(
    '/admin/imports/:id/apply',
    {
      config: { ...staff, errors: [409] },
      schema: {
        tags,
        operationId: 'applyImport',
        description:
          'Applies a checked import as a background job (202): in transactions of IMPORT_CHUNK_ROWS staged rows each (a restarted worker goes on after the last committed one), the rows with errors left out. Asking again while or after it applies changes nothing; before the dry run has finished: 409.',
        params: importIdParamsSchema,
        response: { 202: importCreatedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await service.apply(request.params.id, currentUser(request).id)),
  );
}
