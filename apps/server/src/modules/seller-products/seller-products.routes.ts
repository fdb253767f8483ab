import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminProductCreatedSchema,
  adminProductListReplySchema,
  adminProductReplySchema,
  productBodySchema,
} from '@wohnwerk/contract/admin-catalog';
import {
  importCreatedSchema,
  importIdParamsSchema,
  importRefusedQuerySchema,
  importStatusSchema,
  productExportQuerySchema,
} from '@wohnwerk/contract/product-imports';
import { sellerProductListQuerySchema, sellerProductOptionsSchema } from '@wohnwerk/contract/seller-products';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AdminProductsService } from '../admin-catalog/admin-products.service.ts';
import { csvType, sendErrorsCsv, sendRefusedRows } from '../imports/imports.answers.ts';
import { ImportsService } from '../imports/imports.service.ts';
import { registerUploads, uploadedFile } from '../imports/imports.upload.ts';
import { SellerProductsService, sellerScope } from './seller-products.service.ts';

/**
 * A seller's products (issue 38, decision 172): the staff catalogue's product and import services with the scope of
 * the caller's seller, so validation, history and the PAngV reference price are the staff's own. Another shop's
 * product or import answers 404 like a missing one; a foreign shop in a body is a 422 on shop_id.
 */
export async function sellerProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await registerUploads(app);
  const products = new AdminProductsService(app.db, app.storage);
  // The import jobs are defined once, by the staff's import routes; this instance only queues and reads them.
  const imports = new ImportsService(app.db, app.storage, app.jobs);
  const service = new SellerProductsService(app.db);
  const tags = ['seller'];
  const seller = { access: 'seller' as const };

  app.get(
    '/seller/products',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerListProducts',
        description:
          "The products of the caller's seller's shops (active or not, not deleted), 25 a page: the staff list's search (q: name, code, EAN), filters (category, shop, brand, active, stock_zero, light) and sorts.",
        querystring: sellerProductListQuerySchema,
        response: { 200: adminProductListReplySchema },
      },
    },
    async (request) => products.list(request.query, sellerScope(currentUser(request))),
  );

  app.get(
    '/seller/products/export',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerExportProducts',
        description:
          "The products of the caller's seller's shops as CSV or XLSX in the staff export's layout without Bestseller (which Wohnwerk sets): the file to edit and upload to POST /seller/imports.",
        querystring: productExportQuerySchema,
        ...fileAnswer('The products.', csvType, fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const scope = sellerScope(currentUser(request));
      const format = request.query.format;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="artikel-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? csvType : fileTypes.xlsx)
        .send(imports.exportFile(format, scope));
    },
  );

  app.get(
    '/seller/product-options',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerProductOptions',
        description:
          'What the product form offers a seller: their own shops (the only ones they may choose), every category, brand and series.',
        response: { 200: sellerProductOptionsSchema },
      },
    },
    async (request) => ({ data: await service.options(sellerScope(currentUser(request))) }),
  );

  app.post(
    '/seller/products',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerCreateProduct',
        description:
          "Creates a product in one of the caller's seller's shops (the staff form's body and checks; another shop: 422 on shop_id); answers its id. best_seller is Wohnwerk's to set and ignored (false).",
        body: productBodySchema,
        response: { 201: adminProductCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await products.create(request.body, user.id, sellerScope(user)));
    },
  );

  app.get(
    '/seller/products/:id',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerGetProduct',
        description: "One product of the caller's seller's shops, as the staff form shows it; another shop's: 404.",
        params: adminIdParamsSchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => ({ data: await products.get(request.params.id, sellerScope(currentUser(request))) }),
  );

  app.put(
    '/seller/products/:id',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerUpdateProduct',
        description:
          "Replaces the fields of a product of the caller's seller's shops (another shop's: 404; moving it to a shop not theirs: 422 on shop_id); every change is recorded with the user. best_seller keeps its stored value.",
        params: adminIdParamsSchema,
        body: productBodySchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await products.update(request.params.id, request.body, user.id, sellerScope(user)) };
    },
  );

  app.post(
    '/seller/imports',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerCreateImport',
        description:
          "Uploads a product file (multipart field `file`, CSV or XLSX in the staff export's layout) and answers 202 with the import id; the dry run runs as a background job. A row naming a shop, or the Artikelnummer of a product, not of the caller's seller is an error row; the Bestseller column is not read.",
        consumes: ['multipart/form-data'],
        response: { 202: importCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = sellerScope(user);
      const file = await uploadedFile(request);
      return reply.status(202).send(await imports.create(user.id, file.name, file.bytes, scope));
    },
  );

  app.get(
    '/seller/imports/:id',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerGetImport',
        description:
          "One of the caller's seller's imports, as the staff see theirs (status, progress, counts, the first 500 row errors); another's: 404.",
        params: importIdParamsSchema,
        response: { 200: importStatusSchema },
      },
    },
    async (request) => imports.status(request.params.id, sellerScope(currentUser(request))),
  );

  app.get(
    '/seller/imports/:id/errors',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerImportErrors',
        description:
          "Every row error of one of the caller's seller's imports as CSV (Zeile;Artikelnummer;Spalte;Wert;Fehler); another's: 404.",
        params: importIdParamsSchema,
        ...fileAnswer('The row errors.', csvType),
      },
    },
    async (request, reply) =>
      sendErrorsCsv(
        reply,
        request.params.id,
        await imports.errorsCsv(request.params.id, sellerScope(currentUser(request))),
      ),
  );

  app.get(
    '/seller/imports/:id/refused',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerImportRefusedRows',
        description:
          "The rows the check refused of one of the caller's seller's imports, as the staff get theirs: the upload's header and cells plus the column \"Fehler\", CSV or XLSX (`format`, default: the upload's); another's: 404.",
        params: importIdParamsSchema,
        querystring: importRefusedQuerySchema,
        ...fileAnswer('The refused rows.', csvType, fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const scope = sellerScope(currentUser(request));
      return sendRefusedRows(reply, await imports.refused(request.params.id, request.query.format, scope));
    },
  );

  app.post(
    '/seller/imports/:id/apply',
    {
      config: { ...seller, errors: [409] },
      schema: {
        tags,
        operationId: 'sellerApplyImport',
        description:
          "Applies a checked import of the caller's seller as a background job (202), rows with errors left out; the shops are checked again as it applies. Before the dry run has finished: 409; another's: 404.",
        params: importIdParamsSchema,
        response: { 202: importCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(202).send(await imports.apply(request.params.id, user.id, sellerScope(user)));
    },
  );
}
