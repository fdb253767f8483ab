import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  freightQuerySchema,
  freightRowSchema,
  immReplySchema,
  immInputSchema,
  immOneSchema,
  immQuerySchema,
  immRowSchema,
  immSetSchema,
  listReplySchema,
  pricingIdParamsSchema,
  serviceReplySchema,
  serviceInputSchema,
  serviceOneSchema,
  serviceSchema,
  type ListReply,
} from '@wohnwerk/contract/pricing';
import { paged, type QueryValue } from '../../lib/paging.ts';
import { belowMinimum } from './pricing-math.ts';
import { exportFileName, xlsxStream } from '../../lib/xlsx.ts';
import { freightColumns, immColumns } from './pricing.export.ts';
import { sortBy } from './pricing.list.ts';
import { PricingService } from './pricing.service.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const DEFAULT_PER_PAGE = 25;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Staff pricing tools (account-checkout-pricing §7 "Staff calculators"; design/pricing.md). Staff and admins only. */
export async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new PricingService(app.db);
  const tags = ['pricing'];
  const staff = { access: 'staff' as const };

  /** One page with meta and links, in the spec's paging shape. */
  const pageReply = <T>(
    request: FastifyRequest,
    result: { data: T[]; total: number },
    page: number,
    perPage: number,
    params: Record<string, QueryValue>,
  ): ListReply<T> =>
    paged(request, app.config.publicUrl, {
      data: result.data,
      page,
      perPage,
      total: result.total,
      params: { ...params, per_page: perPage },
    });
  const isPaged = (query: { page?: number; per_page?: number }) =>
    query.page !== undefined || query.per_page !== undefined;

  const sendXlsx = (reply: FastifyReply, base: string, body: NodeJS.ReadableStream) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${exportFileName(base)}"`)
      .header('cache-control', 'no-store')
      .send(body);

  // Freight calculator ------------------------------------------------------------------

  app.get(
    '/calculate/products',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'listFreightProducts',
        description:
          'Every product with its staff data; with postal_id also the calculated and the final price. Optional page, per_page, sort (key or -key) and q page the list on the server.',
        querystring: freightQuerySchema,
        response: { 200: listReplySchema(freightRowSchema) },
      },
    },
    async (request) => {
      const { postal_id, q, sort, page = 1, per_page = DEFAULT_PER_PAGE } = request.query;
      if (!isPaged(request.query))
        return { data: sortBy(await service.freightRows(postal_id, q || undefined), sort, 'id') };
      const result = await service.freightPage(postal_id, { q: q || undefined, sort, page, perPage: per_page });
      return pageReply(request, result, page, per_page, { postal_id, q, sort });
    },
  );

  app.get(
    '/calculate/products/export',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'exportFreightProducts',
        description:
          'The freight calculator as an .xlsx file of every matching row (same filters and sort as the list), streamed.',
        querystring: freightQuerySchema,
        ...fileAnswer('The rows as a spreadsheet.', fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const { postal_id, q, sort } = request.query;
      const rows = sortBy(await service.freightRows(postal_id, q || undefined), sort, 'id');
      return sendXlsx(reply, 'Frachtrechner', xlsxStream('Frachtrechner', freightColumns, rows));
    },
  );

  // Postal services -----------------------------------------------------------------------

  app.get(
    '/calculate/services',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listPostalServices',
        description: 'Every postal-service cost record, by name.',
        response: { 200: listReplySchema(serviceSchema) },
      },
    },
    async () => ({ data: await service.listServices() }),
  );

  app.post(
    '/calculate/services',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'createPostalService',
        description: 'Creates a postal-service record; faktor_post is accepted as an alias of faktori_post.',
        body: serviceInputSchema,
        response: { 201: serviceReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: 'Service was created.', data: await service.createService(request.body) }),
  );

  app.get(
    '/calculate/services/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getPostalService',
        description: 'One postal-service record.',
        params: pricingIdParamsSchema,
        response: { 200: serviceOneSchema },
      },
    },
    async (request) => ({ data: await service.service(request.params.id) }),
  );

  app.put(
    '/calculate/services/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updatePostalService',
        description: 'Replaces a postal-service record (the same fields as create).',
        params: pricingIdParamsSchema,
        body: serviceInputSchema,
        response: { 200: serviceReplySchema },
      },
    },
    async (request) => ({
      message: 'Service was updated.',
      data: await service.updateService(request.params.id, request.body),
    }),
  );

  app.delete(
    '/calculate/services/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'deletePostalService',
        description: 'Deletes a postal-service record.',
        params: pricingIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.deleteService(request.params.id);
      return { message: 'Service was deleted.' };
    },
  );

  // FdImm parameter sets ------------------------------------------------------------------

  app.get(
    '/calculate/imm/all',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listImmSets',
        description: 'Every FdImm parameter set, by name.',
        response: { 200: listReplySchema(immSetSchema) },
      },
    },
    async () => ({ data: await service.listImm() }),
  );

  app.post(
    '/calculate/imm',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'createImmSet',
        description: 'Creates an FdImm parameter set (names are unique).',
        body: immInputSchema,
        response: { 201: immReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: 'Imm was created.', data: await service.createImm(request.body) }),
  );

  app.get(
    '/calculate/imm',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'calculateImm',
        description:
          'The FdImm result table of design/pricing.md for every product, for a parameter set and a postal service. Optional page, per_page, sort and q.',
        querystring: immQuerySchema,
        response: { 200: listReplySchema(immRowSchema) },
      },
    },
    async (request) => {
      const { imm_id, postal_id, q, sort, page = 1, per_page = DEFAULT_PER_PAGE } = request.query;
      if (!isPaged(request.query))
        return { data: sortBy(await service.immRows(imm_id, postal_id, q || undefined), sort, 'product_id') };
      const result = await service.immPage(imm_id, postal_id, { q: q || undefined, sort, page, perPage: per_page });
      return pageReply(request, result, page, per_page, { imm_id, postal_id, q, sort });
    },
  );

  app.get(
    '/calculate/imm/export',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'exportImm',
        description:
          'The FdImm result table as an .xlsx file of every matching row (rows below the minimum margin filled red), streamed.',
        querystring: immQuerySchema,
        ...fileAnswer('The rows as a spreadsheet.', fileTypes.xlsx),
      },
    },
    async (request, reply) => {
      const { imm_id, postal_id, q, sort } = request.query;
      const rows = sortBy(await service.immRows(imm_id, postal_id, q || undefined), sort, 'product_id');
      return sendXlsx(reply, 'FdImm', xlsxStream('FdImm', immColumns, rows, belowMinimum));
    },
  );

  app.get(
    '/calculate/imm/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getImmSet',
        description: 'One FdImm parameter set.',
        params: pricingIdParamsSchema,
        response: { 200: immOneSchema },
      },
    },
    async (request) => ({ data: await service.imm(request.params.id) }),
  );

  app.put(
    '/calculate/imm/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updateImmSet',
        description: 'Replaces an FdImm parameter set (the same fields as create).',
        params: pricingIdParamsSchema,
        body: immInputSchema,
        response: { 200: immReplySchema },
      },
    },
    async (request) => ({
      message: 'Imm was updated.',
      data: await service.updateImm(request.params.id, request.body),
    }),
  );

  app.delete(
    '/calculate/imm/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'deleteImmSet',
        description: 'Deletes an FdImm parameter set.',
        params: pricingIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.deleteImm(request.params.id);
      return { message: 'Imm was deleted.' };
    },
  );
}
