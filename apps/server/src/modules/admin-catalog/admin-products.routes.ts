import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminPdfParamsSchema,
  adminProductCreatedSchema,
  adminProductListQuerySchema,
  adminProductListReplySchema,
  adminProductReplySchema,
  bulkResultSchema,
  deleteResultSchema,
  pdfCreatedSchema,
  pdfUploadQuerySchema,
  pricingPreviewBodySchema,
  pricingPreviewReplySchema,
  productBodySchema,
  productBulkBodySchema,
  productHistoryReplySchema,
} from '@wohnwerk/contract/admin-catalog';
import { currentUser } from '../../plugins/auth.ts';
import { AdminProductsService, MAX_PDF_BYTES } from './admin-products.service.ts';
import { pricingPreview } from './admin-products.pricing.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { restoreReplySchema } from '@wohnwerk/contract/admin-deletions';

/** Products in the shop administration (/api/v1/admin/products): staff, deleting and restoring admins only. */
export async function adminProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AdminProductsService(app.db, app.storage);
  const tags = ['admin-catalog'];
  const staff = { access: 'staff' as const };

  // An assembly manual arrives as the request body itself (Content-Type: application/pdf).
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES + 1 }, (_r, body, done) =>
    done(null, body),
  );

  app.get(
    '/admin/products',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminListProducts',
        description:
          'Every product (active or not) but the deleted ones, 25 a page: q searches name, code and EAN; filters category (with its subcategories), shop, brand, active, stock_zero; deleted=true lists only the deleted ones (newest deletion first); sort by name, code, price, stock or created (- for descending).',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListReplySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/products',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminCreateProduct',
        description: 'Creates a product; answers its id. A code that exists already is refused (422).',
        body: productBodySchema,
        response: { 201: adminProductCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, currentUser(request).id)),
  );

  app.post(
    '/admin/products/bulk',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminBulkActivateProducts',
        description: 'Activates (active: true) or deactivates the selected products; answers how many changed.',
        body: productBulkBodySchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => service.bulkActive(request.body.ids, request.body.active, currentUser(request).id),
  );

  app.post(
    '/admin/products/pricing',
    {
      config: { ...staff, catalogue: 'untouched' as const },
      schema: {
        tags,
        operationId: 'adminProductPricing',
        description:
          "Margin and final price of the form's purchase price, volume and packages for a postal service and a parameter set (the staff pricing tools' calculation), and the margin at the entered price.",
        body: pricingPreviewBodySchema,
        response: { 200: pricingPreviewReplySchema },
      },
    },
    async (request) => ({ data: await pricingPreview(app.db, request.body) }),
  );

  app.get(
    '/admin/products/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminGetProduct',
        description:
          'One product with every field of the form, its assembly manuals, images and whether it was ordered.',
        params: adminIdParamsSchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.put(
    '/admin/products/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminUpdateProduct',
        description: 'Replaces the fields of a product (the same body as the create); every changed field is recorded.',
        params: adminIdParamsSchema,
        body: productBodySchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => ({ data: await service.update(request.params.id, request.body, currentUser(request).id) }),
  );

  app.delete(
    '/admin/products/:id',
    {
      config: { access: 'admin' as const },
      schema: {
        tags,
        operationId: 'adminDeleteProduct',
        description:
          'Admins only: deletes a product nobody ordered (kept, hidden from the shop, restorable); an ordered product is deactivated instead.',
        params: adminIdParamsSchema,
        response: { 200: deleteResultSchema },
      },
    },
    async (request) => service.remove(request.params.id, currentUser(request).id),
  );

  app.post(
    '/admin/products/:id/restore',
    {
      config: { access: 'admin' as const, errors: [409] },
      schema: {
        tags,
        operationId: 'adminRestoreProduct',
        description:
          'Admins only: brings a deleted product back as it was (active or not); 409 while its category is deleted, 404 when none is deleted under this id.',
        params: adminIdParamsSchema,
        response: { 200: restoreReplySchema },
      },
    },
    async (request) => service.restore(request.params.id, currentUser(request).id),
  );

  app.get(
    '/admin/products/:id/history',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminProductHistory',
        description: 'Recorded changes (who, when, field, before and after) and the price history of a product.',
        params: adminIdParamsSchema,
        response: { 200: productHistoryReplySchema },
      },
    },
    async (request) => ({ data: await service.history(request.params.id) }),
  );

  app.post(
    '/admin/products/:id/pdfs',
    {
      config: staff,
      bodyLimit: MAX_PDF_BYTES + 1,
      schema: {
        tags,
        operationId: 'adminUploadAssemblyPdf',
        description:
          'Adds an assembly manual: the body is the PDF itself (Content-Type: application/pdf, at most 10 MB, checked to be a PDF); name in the query.',
        params: adminIdParamsSchema,
        querystring: pdfUploadQuerySchema,
        response: { 201: pdfCreatedSchema },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const pdf = await service.addPdf(request.params.id, request.query.name, bytes, currentUser(request).id);
      return reply.status(201).send({ data: pdf });
    },
  );

  app.delete(
    '/admin/products/:id/pdfs/:pdfId',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminDeleteAssemblyPdf',
        description: "Removes one of a product's assembly manuals.",
        params: adminPdfParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.removePdf(request.params.id, request.params.pdfId, currentUser(request).id);
      return { message: 'Die Aufbauanleitung wurde entfernt.' };
    },
  );
}
