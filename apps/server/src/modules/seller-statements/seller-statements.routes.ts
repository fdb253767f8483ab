import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  issueStatementsReplySchema,
  issueStatementsSchema,
  payoutFileQuerySchema,
  sellerFiguresQuerySchema,
  sellerFiguresReplySchema,
  statementIdParamsSchema,
  statementListQuerySchema,
  statementListReplySchema,
  statementTexts,
} from '@wohnwerk/contract/seller-statements';
import { AppError } from '../../lib/app-error.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sellerFigures } from './seller-figures.ts';
import { SellerStatementsService } from './seller-statements.service.ts';

/**
 * Sellers' monthly self-billing statements (decision 171): a seller reads its own (another seller's answers 404),
 * staff read all, admins issue them on demand and download the payout file; and the figures per seller.
 */
export async function sellerStatementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new SellerStatementsService(app.db);
  const tags = ['seller-statements'];
  const pdfAnswer = fileAnswer('The statement as issued (PDF).', fileTypes.pdf);
  const sendPdf = async (reply: FastifyReply, row: Awaited<ReturnType<typeof service.readable>>) => {
    const { pdf, sha256 } = await service.pdf(row);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${row.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-sha256', sha256)
      .send(pdf);
  };
  const ownSeller = (request: Parameters<typeof currentUser>[0]) => {
    const sellerId = currentUser(request).sellerId;
    if (sellerId === null) throw new AppError('not_found', statementTexts.notFound);
    return sellerId;
  };

  app.get(
    '/seller/statements',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['seller'],
        operationId: 'sellerListStatements',
        description: "The signed-in seller's statements (Gutschriften), newest month first, corrections included.",
        response: { 200: statementListReplySchema },
      },
    },
    async (request) => ({ data: await service.list({ sellerId: ownSeller(request) }) }),
  );

  app.get(
    '/seller/statements/:id/pdf',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['seller'],
        operationId: 'sellerStatementPdf',
        description: "One of the signed-in seller's statements as PDF; another seller's answers 404.",
        params: statementIdParamsSchema,
        ...pdfAnswer,
      },
    },
    async (request, reply) => sendPdf(reply, await service.readable(request.params.id, ownSeller(request))),
  );

  app.get(
    '/admin/statements',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'adminListStatements',
        description: 'Statements of every seller, newest month first; by month (YYYY-MM) and seller.',
        querystring: statementListQuerySchema,
        response: { 200: statementListReplySchema },
      },
    },
    async (request) => ({
      data: await service.list({ month: request.query.month, sellerId: request.query.seller_id }),
    }),
  );

  app.post(
    '/admin/statements',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags,
        operationId: 'adminIssueStatements',
        description:
          'Issues the statements of a past month: for one seller, or for every seller with shipments or refunds in it that has none yet. One per seller and month: a second answers 409, unless it is a correction (corrects_id and reason: the month recalculated, replacing the named statement, which must be the newest of its seller and month).',
        body: issueStatementsSchema,
        response: { 201: issueStatementsReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.issue(request.body, currentUser(request));
      return reply.status(201).send({ data, message: statementTexts.issued(data.length) });
    },
  );

  app.get(
    '/admin/statements/payout-file',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'adminStatementPayoutFile',
        description:
          "The month's SEPA credit transfer file (ISO 20022 pain.001.001.09, EPC guidelines) for the bank: one transfer per statement with money to transfer, from Wohnwerk's account (PAYOUT_IBAN, PAYOUT_BIC) to each seller's IBAN in full. 422 when the month has none.",
        querystring: payoutFileQuerySchema,
        ...fileAnswer('The pain.001.001.09 XML.', fileTypes.xml),
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await service.payoutFile(request.query.month, app.config.payoutAccount);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.get(
    '/admin/statements/:id/pdf',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'adminStatementPdf',
        description: 'A statement as PDF, as issued.',
        params: statementIdParamsSchema,
        ...pdfAnswer,
      },
    },
    async (request, reply) => sendPdf(reply, await service.readable(request.params.id)),
  );

  app.get(
    '/admin/figures/sellers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['figures'],
        operationId: 'getSellerFigures',
        description:
          'Per seller for the Berlin days from … to: revenue (gross of the units shipped, less what was given back of shipped units), the net commission on it, and what issued statements owe the seller that no payout file has carried yet (now, whatever the period). Decision 171.',
        querystring: sellerFiguresQuerySchema,
        response: { 200: sellerFiguresReplySchema },
      },
    },
    async (request) => ({ data: await sellerFigures(app.db, request.query) }),
  );
}
