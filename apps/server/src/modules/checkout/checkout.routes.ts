import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOrderDetailReplySchema, customerOrderListReplySchema } from '@wohnwerk/contract/admin-orders';
import {
  chargeActionReplySchema,
  chargeConfirmSchema,
  chargeSchema,
  linkReplySchema,
  ORDER_CLICK_BODY_LIMIT,
  orderClickSchema,
  orderCreateReplySchema,
  orderCreateSchema,
  orderIdBodySchema,
  orderNumberParamsSchema,
  orderSummarySchema,
  paidReplySchema,
  paymentConfigSchema,
  paymentTotalsReplySchema,
  paymentTotalsSchema,
  paypalCaptureSchema,
  paypalCreateReplySchema,
  paypalCreateSchema,
  checkoutTexts as texts,
  withdrawalReplySchema,
  withdrawalLookupReplySchema,
  withdrawalLookupSchema,
  withdrawalSchema,
} from '@wohnwerk/contract/checkout';
import { recordCheckoutStep } from './checkout.queries.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachmentBuilders } from '../../lib/mail/outbox.ts';
import { currentUser } from '../../plugins/auth.ts';
import { signReportLink } from '../../lib/signed-links.ts';
import { pdfPath } from './order-confirmation.ts';
import { OrderReadService } from './order-read.service.ts';
import { PaymentService } from './payment.service.ts';
import { OrderService } from './order.service.ts';
import { WithdrawalService } from './withdrawal.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const SWEEP_INTERVAL_MS = 60_000;
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,120}$/, {
      error: 'Der Idempotency-Key muss 8 bis 120 Zeichen (Buchstaben, Ziffern, -_.:) lang sein.',
    })
    .optional(),
});
const keyOf = (request: FastifyRequest) => (request.headers as { 'idempotency-key'?: string })['idempotency-key'];

/** Checkout, payments, orders and the withdrawal function (decisions 050, 051; account-checkout-pricing §7). */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const providers = app.paymentProviders;
  const orders = new OrderService(app.db, {
    unpaidOrders: app.config.UNPAID_ORDERS_PER_CUSTOMER,
    releaseOlder: app.config.RELEASE_OLDER_UNPAID,
  });
  const reads = new OrderReadService(app.db, app.config.publicUrl);
  const pay = new PaymentService(app.db, providers, app.config.publicUrl);
  const withdrawalService = new WithdrawalService(app.db);
  const tags = ['checkout'];
  const user = { access: 'user' as const };
  /** Paying writes payments, orders, coupons and the mail outbox, never the catalogue (stock was taken with the order): decision 085. */
  const paying = { access: 'user' as const, catalogue: 'untouched' as const };

  attachmentBuilders['order-pdf'] = (ref, db) => reads.pdfForMail(Number(ref), db);

  // Unpaid orders give their units back after 30 minutes; every instance sweeps, SKIP LOCKED keeps them apart.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      pay
        .settleAbandonedAuthentications()
        .catch((err) => app.log.warn({ err }, 'settling abandoned card authentications failed'))
        .then(() => orders.expireUnpaid())
        .then((n) => n > 0 && app.catalog.markStale())
        .catch((err) => app.log.warn({ err }, 'expiring unpaid orders failed'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/payment',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' }, errors: [409] },
      schema: {
        tags,
        operationId: 'cartTotals',
        description:
          'Totals of a cart from product/accessory ids and quantities only, with the coupon or gift code verdict. Prices sent by the browser are ignored.',
        body: paymentTotalsSchema,
        response: { 200: paymentTotalsReplySchema },
      },
    },
    async (request) => orders.totals(request.body.items, request.body.coupon),
  );

  app.get(
    '/payment-config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'paymentConfig',
        description: 'Which payment providers answer (the screens say "Testzahlung" for the built-in ones).',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => ({
      provider: providers.card.name,
      paypal: providers.paypal.name,
      test: providers.card.name === 'test' || providers.paypal.name === 'test',
      stripe_publishable_key: providers.card.name === 'stripe' ? (app.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      paypal_client_id: app.config.PAYPAL_CLIENT_ID ?? null,
    }),
  );

  app.post(
    '/order',
    {
      config: { ...user, errors: [409, 429] },
      schema: {
        tags,
        operationId: 'createOrder',
        description:
          "Creates the order (pending_payment) with the server's total in one transaction that takes the units from stock. A repeat with the same Idempotency-Key answers the first result.",
        headers: idempotencyHeaders,
        body: orderCreateSchema,
        response: { 201: orderCreateReplySchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await app.limits.attempt(reply, [{ key: `order:user:${me.id}`, max: app.config.ORDER_LIMIT_PER_CUSTOMER }]);
      const b = request.body;
      const result = await orders.create(
        me,
        {
          items: b.items,
          coupon: b.coupon,
          shipping: b.shipping_address,
          billing: b.billing_address,
          paymentMethod: b.payment_method,
        },
        keyOf(request),
      );
      if (result.released) app.catalog.markStale();
      return reply.status(201).send(result.body as never);
    },
  );

  app.post(
    '/order/:order_number/cancel',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        operationId: 'cancelOrder',
        description: 'Cancels an unpaid order of the caller; its units go back to stock.',
        params: orderNumberParamsSchema,
        response: { 200: z.object({ message: z.string(), data: orderSummarySchema }) },
      },
    },
    async (request) => ({
      message: texts.cancelled,
      data: await orders.cancel(currentUser(request).id, request.params.order_number),
    }),
  );

  app.post(
    '/charge',
    {
      config: { ...paying, errors: [402, 404, 409] },
      schema: {
        tags,
        operationId: 'chargeOrder',
        description:
          "Pays an order's own total with a card token through the active provider. 402 with the provider's message when declined; 202 with the client secret when the bank asks for authentication (3-D Secure), to be finished in the browser and then POST /charge/confirm; a repeat with the same Idempotency-Key never charges twice.",
        headers: idempotencyHeaders,
        body: chargeSchema,
        response: { 200: paidReplySchema, 202: chargeActionReplySchema },
      },
    },
    async (request, reply) => {
      const answer = await pay.charge(currentUser(request).id, request.body, keyOf(request));
      return 'requires_action' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.post(
    '/charge/confirm',
    {
      config: { ...paying, errors: [402, 404, 409] },
      schema: {
        tags,
        operationId: 'confirmCardCharge',
        description:
          "After the bank's authentication step in the browser: the server reads the payment from the provider by its id, checks that it is this order's (amount, EUR, metadata) and pays the order once. 402 when the authentication failed, 409 while it is still open.",
        body: chargeConfirmSchema,
        response: { 200: paidReplySchema },
      },
    },
    async (request) => pay.confirmCard(currentUser(request).id, request.body),
  );

  app.post(
    '/paypal/create-order',
    {
      config: { ...user, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'paypalCreateOrder',
        description: "A PayPal order for the order's own total in EUR.",
        body: paypalCreateSchema,
        response: { 200: paypalCreateReplySchema },
      },
    },
    async (request) => pay.paypalCreate(currentUser(request).id, request.body.order_id),
  );

  app.post(
    '/paypal/capture',
    {
      config: { ...paying, errors: [402, 404, 409] },
      schema: {
        tags,
        operationId: 'paypalCapture',
        description: 'Captures an approved PayPal order; the order becomes paid.',
        body: paypalCaptureSchema,
        response: { 200: paidReplySchema },
      },
    },
    async (request) => pay.paypalCapture(currentUser(request).id, request.body.order_id, request.body.paypal_order_id),
  );

  app.post(
    '/order-click',
    {
      config: { ...user, rateLimit: { max: 120, timeWindow: '1 minute' } },
      bodyLimit: ORDER_CLICK_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'orderClick',
        description: 'Records the checkout step a customer reached.',
        body: orderClickSchema,
        response: { 202: messageReplySchema },
      },
    },
    async (request, reply) => {
      const { step, ...payload } = request.body;
      await recordCheckoutStep(app.db, { userId: currentUser(request).id, step, payload }).catch((err) =>
        request.log.warn({ err }, 'checkout step not stored'),
      );
      return reply.status(202).send({ message: 'OK' });
    },
  );

  app.post(
    '/orderemail',
    {
      config: { ...user, rateLimit: { max: 5, timeWindow: '10 minutes' }, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'resendOrderEmail',
        description: 'Sends the confirmation mail of a paid order of the caller again.',
        body: orderIdBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await reads.resendConfirmation(currentUser(request).id, request.body.order_id);
      return { message: texts.emailQueued };
    },
  );

  app.get(
    '/orders',
    {
      config: user,
      schema: {
        tags,
        operationId: 'listOrders',
        description: "The caller's orders, newest first.",
        response: { 200: customerOrderListReplySchema },
      },
    },
    async (request) => ({ data: await reads.list(currentUser(request).id) }),
  );

  app.get(
    '/order/:order_number',
    {
      config: user,
      schema: {
        tags,
        operationId: 'getOrder',
        description: "One order of the caller; another customer's order answers 404.",
        params: orderNumberParamsSchema,
        response: { 200: customerOrderDetailReplySchema },
      },
    },
    async (request) => ({ data: await reads.detail(currentUser(request).id, request.params.order_number) }),
  );

  app.post(
    '/order-pdf-link',
    {
      config: { ...user, errors: [404] },
      schema: {
        tags,
        operationId: 'orderPdfLink',
        description:
          "A signed link (5 minutes) to the PDF of one of the caller's orders, for a new browser tab (decision 051).",
        body: orderIdBodySchema,
        response: { 200: linkReplySchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await reads.pdf(me.id, request.body.order_id).catch((err) => {
        throw err instanceof AppError ? err : new AppError('not_found', texts.orderNotFound);
      });
      return { url: await signReportLink(app, me.tokenId, pdfPath(request.body.order_id)) };
    },
  );

  const withdrawalLimit = { max: 10, timeWindow: '10 minutes' };
  app.post(
    '/withdrawal/lookup',
    {
      config: { access: 'public', rateLimit: withdrawalLimit, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'withdrawalLookup',
        description: 'Step 1 of "Vertrag widerrufen": finds an order by number and e-mail, without login.',
        body: withdrawalLookupSchema,
        response: { 200: withdrawalLookupReplySchema },
      },
    },
    async (request) => ({ data: await withdrawalService.lookup(request.body.order_number, request.body.email) }),
  );

  app.post(
    '/withdrawal',
    {
      config: { access: 'public', rateLimit: withdrawalLimit, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'withdraw',
        description:
          'Step 2 of "Vertrag widerrufen": records the withdrawal and mails a confirmation with date and time.',
        body: withdrawalSchema,
        response: { 201: withdrawalReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await withdrawalService.withdraw(request.body)),
  );
}
