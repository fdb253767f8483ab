import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '@wohnwerk/contract/checkout';
import { AppError, messages } from '../../lib/app-error.ts';
import { userOfReportLink } from '../../lib/signed-links.ts';
import { OrderReadService } from './order-read.service.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

/**
 * GET /order-pdf/{order_id} on the root (spec §7): the order confirmation PDF, opened in a new tab.
 * Public as a route so a tab can open it; the caller is the bearer or a signed link (decision 051),
 * and only the order's owner gets it — anyone else gets 404.
 */
export async function checkoutPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reads = new OrderReadService(app.db, app.config.publicUrl);
  app.get(
    '/order-pdf/:order_id',
    {
      config: { access: 'public', errors: [401] },
      schema: {
        tags: ['checkout'],
        operationId: 'orderPdf',
        description: 'The order confirmation as PDF, for its owner only.',
        params: orderIdParamsSchema,
        ...fileAnswer('The order confirmation.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const user = request.user ?? (await userOfReportLink(app, request.url.split('?')[0], request.query));
      if (!user) throw new AppError('unauthenticated', messages.unauthenticated);
      const pdf = await reads.pdf(user.id, request.params.order_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdf.name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    },
  );
}
