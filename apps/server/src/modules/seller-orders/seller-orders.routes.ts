import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sellerOrderConfirmSchema,
  sellerOrderLineParamsSchema,
  sellerOrderListQuerySchema,
  sellerOrderListReplySchema,
  sellerOrderParamsSchema,
  sellerOrderReplySchema,
  sellerOrderTexts as texts,
  sellerRefusalListReplySchema,
  sellerRefuseSchema,
  sellerShipmentSchema,
  sellerSummaryReplySchema,
} from '@wohnwerk/contract/seller-orders';
import { currentUser } from '../../plugins/auth.ts';
import { openRefusals, SellerOrdersService } from './seller-orders.service.ts';

/**
 * Seller orders (decision 170): a seller's user lists, confirms, ships and refuses the lines of their own seller
 * (`access: 'seller'`, the seller from the session; another seller's order answers 404); staff list the refused
 * lines still to refund.
 */
export async function sellerOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new SellerOrdersService(app.db, app.config.publicUrl);
  const tags = ['seller-orders'];
  const seller = { access: 'seller' as const };

  app.get(
    '/seller/orders',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerOrderList',
        description: "The caller's seller orders, newest first, 25 a page, optionally of one status.",
        querystring: sellerOrderListQuerySchema,
        response: { 200: sellerOrderListReplySchema },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    '/seller/orders/:id',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerOrderGet',
        description: 'One seller order of the caller: lines with units shipped and refusals, shipments, where to ship.',
        params: sellerOrderParamsSchema,
        response: { 200: sellerOrderReplySchema },
      },
    },
    async (request) => ({ data: await service.get(currentUser(request), request.params.id) }),
  );

  app.post(
    '/seller/orders/:id/confirm',
    {
      config: { ...seller, errors: [409] },
      schema: {
        tags,
        operationId: 'sellerOrderConfirm',
        description:
          'Confirms the seller order with the day the seller expects to ship (today or later, Europe/Berlin).',
        params: sellerOrderParamsSchema,
        body: sellerOrderConfirmSchema,
        response: { 200: sellerOrderReplySchema },
      },
    },
    async (request) => ({
      message: texts.confirmed,
      data: await service.confirm(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/seller/orders/:id/shipments',
    {
      config: { ...seller, errors: [409] },
      schema: {
        tags,
        operationId: 'sellerOrderShip',
        description:
          'Records a shipment (carrier of the list, tracking number, units per line; partial shipments allowed). The customer gets a mail with the tracking link; the order becomes partly shipped, then shipped.',
        params: sellerOrderParamsSchema,
        body: sellerShipmentSchema,
        response: { 200: sellerOrderReplySchema },
      },
    },
    async (request) => ({
      message: texts.shipped,
      data: await service.ship(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/seller/orders/:id/lines/:orderItemId/refuse',
    {
      config: { ...seller, errors: [409] },
      schema: {
        tags,
        operationId: 'sellerOrderRefuseLine',
        description:
          'Refuses a line none of whose units shipped (out of stock and the like), with the reason: Wohnwerk staff refund it to the customer.',
        params: sellerOrderLineParamsSchema,
        body: sellerRefuseSchema,
        response: { 200: sellerOrderReplySchema },
      },
    },
    async (request) => ({
      message: texts.refused,
      data: await service.refuse(currentUser(request), request.params.id, request.params.orderItemId, request.body),
    }),
  );

  app.get(
    '/seller/summary',
    {
      config: seller,
      schema: {
        tags,
        operationId: 'sellerSummary',
        description: "What needs doing on the portal's start page: orders to confirm, to ship, refused lines, returns.",
        response: { 200: sellerSummaryReplySchema },
      },
    },
    async (request) => ({ data: await service.summary(currentUser(request)) }),
  );

  app.get(
    '/admin/seller-refusals',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin-orders'],
        operationId: 'adminSellerRefusals',
        description:
          'Lines sellers refused and staff have not refunded yet, oldest first: refund each by line on its order (POST /admin/orders/:number/refunds).',
        response: { 200: sellerRefusalListReplySchema },
      },
    },
    async () => ({ data: await openRefusals(app.db) }),
  );
}
