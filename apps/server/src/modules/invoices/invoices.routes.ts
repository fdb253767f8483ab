import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderTexts as texts,
  invoiceLinkBodySchema,
  invoiceNumberParamsSchema,
} from '@wohnwerk/contract/admin-orders';
import { linkReplySchema } from '@wohnwerk/contract/checkout';
import { AppError, messages } from '../../lib/app-error.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { attachmentBuilders } from '../../lib/mail/outbox.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentUser } from '../../plugins/auth.ts';
import { signReportLink, userOfReportLink } from '../../lib/signed-links.ts';
import * as invoiceQueries from './invoices.queries.ts';
import { INVOICE_ATTACHMENT, invoicePath, sha256Of, storedPdf } from './invoices.service.ts';
import { hasEInvoice, storedEInvoice } from './invoices.e-invoice.ts';
import type { Tx } from '../../db/client.ts';

/**
 * A document for the order's owner or for staff; anyone else gets 404, so numbers cannot be
 * probed (as the order PDF, decision 051).
 */
async function readable(app: FastifyInstance, user: AuthUser, number: string) {
  const found = await invoiceQueries.documentByNumber(app.db, number);
  const staff = user.role === 'staff' || user.role === 'admin';
  if (!found || (!staff && found.userId !== user.id)) throw new AppError('not_found', texts.invoiceNotFound);
  return found.invoice;
}

/** POST /api/v1/invoice-pdf-link: a signed 5-minute link to an invoice or credit note, for a new tab. */
export async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  attachmentBuilders[INVOICE_ATTACHMENT] = async (ref, db) => {
    const invoice = await invoiceQueries.invoiceById(db as Tx, Number(ref));
    if (!invoice) throw new Error(`invoice ${ref} is gone`);
    return storedPdf(db as Tx, invoice);
  };
  app.post(
    '/invoice-pdf-link',
    {
      config: { access: 'user', errors: [404] },
      schema: {
        tags: ['invoices'],
        operationId: 'invoicePdfLink',
        description:
          "A signed link (5 minutes) to the PDF of an invoice or credit note: of one of the caller's orders, or any for staff. Others get 404.",
        body: invoiceLinkBodySchema,
        response: { 200: linkReplySchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const invoice = await readable(app, me, request.body.number);
      return { url: await signReportLink(app, me.tokenId, invoicePath(invoice.number)) };
    },
  );

  app.get(
    '/invoices/:number.xml',
    {
      config: { access: 'user', errors: [404] },
      schema: {
        tags: ['invoices'],
        operationId: 'invoiceEInvoice',
        description:
          "The EN 16931 e-invoice (XRechnung 3.0, CII syntax) of a business customer's invoice or credit note, as stored (decision 158): for its order's owner and for staff. A private customer's document, and anyone else's, answer 404.",
        params: invoiceNumberParamsSchema,
        ...fileAnswer('The XRechnung CII XML.', fileTypes.xml),
      },
    },
    async (request, reply) => {
      const invoice = await readable(app, currentUser(request), request.params.number);
      if (!hasEInvoice(invoice.document)) throw new AppError('not_found', texts.eInvoiceNotFound);
      const { xml, sha256 } = await storedEInvoice(app.db, invoice);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoice.number}.xml"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', sha256)
        .send(xml);
    },
  );
}

/**
 * GET /invoice-pdf/{number} on the root, like the order PDF: the stored bytes of an invoice or
 * credit note, for its order's owner and for staff, by bearer or signed link.
 */
export async function invoicePdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/invoice-pdf/:number',
    {
      config: { access: 'public', errors: [401] },
      schema: {
        tags: ['invoices'],
        operationId: 'invoicePdf',
        description: "An invoice or credit note as stored (PDF), for its order's owner and for staff only.",
        params: invoiceNumberParamsSchema,
        ...fileAnswer('The invoice or credit note.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const user = request.user ?? (await userOfReportLink(app, request.url.split('?')[0], request.query));
      if (!user) throw new AppError('unauthenticated', messages.unauthenticated);
      const invoice = await readable(app, user, request.params.number);
      const pdf = await storedPdf(app.db, invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', sha256Of(pdf))
        .send(pdf);
    },
  );
}
