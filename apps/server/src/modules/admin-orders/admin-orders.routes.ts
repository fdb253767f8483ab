import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderChangeReplySchema,
  adminOrderDetailReplySchema,
  adminOrderExportQuerySchema,
  adminOrderListReplySchema,
  adminOrderListQuerySchema,
  adminOrderTexts as texts,
  adminRefundBodySchema,
  adminStatusChangeSchema,
} from '@wohnwerk/contract/admin-orders';
import { orderNumberParamsSchema } from '@wohnwerk/contract/checkout';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { exportFileName, xlsxStream } from '../../lib/xlsx.ts';
import { currentUser } from '../../plugins/auth.ts';
import { RefundService } from '../refunds/refunds.service.ts';
import { orderColumns } from './admin-orders.export.ts';
import { AdminOrderService } from './admin-orders.service.ts';

const refundHeaders = z.object({
  'idempotency-key': z.string({ error: texts.idempotencyRequired }).regex(/^[\w.:-]{8,120}$/, {
    error: 'Der Idempotency-Key muss 8 bis 120 Zeichen (Buchstaben, Ziffern, -_.:) lang sein.',
  }),
});
const keyOf = (request: FastifyRequest) => (request.headers as { 'idempotency-key': string })['idempotency-key'];

/**
 * The staff side of orders under /api/v1/admin/orders (decisions 120, 121): list with search,
 * filters, sort and paging, its XLSX export, the detail, status changes and refunds. Staff and
 * admin; guests 401, customers 403.
 */
export async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const providers = app.paymentProviders;
  const refunds = new RefundService(app.db, providers, app.config.publicUrl);
  const service = new AdminOrderService(app.db, refunds, app.config.publicUrl);
  const staff = { access: 'staff' as const };
  const tags = ['admin-orders'];
  const actorOf = (request: FastifyRequest) => {
    const me = currentUser(request);
    return { id: me.id, name: me.name };
  };

  app.get(
    '/admin/orders',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminOrderList',
        description:
          'Orders for staff: search (order number, customer name, e-mail), filters (status, payment method, days from/to in Europe/Berlin), sort and paging.',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListReplySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/orders/export',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminOrderExport',
        description: 'Every order the list filters select, in its sort, as an .xlsx file, streamed.',
        querystring: adminOrderExportQuerySchema,
        ...fileAnswer('The orders as a spreadsheet.', fileTypes.xlsx),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', fileTypes.xlsx)
        .header('content-disposition', `attachment; filename="${exportFileName('Bestellungen')}"`)
        .header('cache-control', 'no-store')
        .send(xlsxStream('Bestellungen', orderColumns, service.rows(request.query))),
  );

  app.get(
    '/admin/orders/:order_number',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminOrderDetail',
        description:
          'One order with items, addresses, payments, refunds, invoices and credit notes, shipment, withdrawal and its status history.',
        params: orderNumberParamsSchema,
        response: { 200: adminOrderDetailReplySchema },
      },
    },
    async (request) => ({ data: await service.detail(request.params.order_number) }),
  );

  app.post(
    '/admin/orders/:order_number/status',
    {
      config: { ...staff, errors: [409] },
      schema: {
        tags,
        operationId: 'adminOrderStatus',
        description:
          'Moves an order on: paid → processing → shipped (carrier and tracking number) → delivered (day); paid or processing → cancelled (units back, payment refunded). Anything else, or a change that came second, answers 409.',
        params: orderNumberParamsSchema,
        body: adminStatusChangeSchema,
        response: { 200: adminOrderChangeReplySchema },
      },
    },
    async (request) => {
      const number = request.params.order_number;
      const note = await service.changeStatus(actorOf(request), number, request.body);
      return {
        message: note ? `${texts.statusChanged} ${note}` : texts.statusChanged,
        data: await service.detail(number),
      };
    },
  );

  app.post(
    '/admin/orders/:order_number/refunds',
    {
      config: { ...staff, errors: [402, 409] },
      schema: {
        tags,
        operationId: 'adminOrderRefund',
        description:
          'Refunds an amount (euro) through the provider that took the payment, with an Idempotency-Key; never more than was paid, also under parallel requests. A credit note is issued and the customer mailed; fully refunded orders become refunded.',
        params: orderNumberParamsSchema,
        headers: refundHeaders,
        body: adminRefundBodySchema,
        response: { 200: adminOrderChangeReplySchema },
      },
    },
    async (request) => {
      const number = request.params.order_number;
      await refunds.refund(actorOf(request), number, request.body, keyOf(request));
      return { message: texts.refunded, data: await service.detail(number) };
    },
  );
}
