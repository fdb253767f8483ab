import type { FastifyInstance } from 'fastify';
import { MediaService } from './media.service.ts';

// Generated from immutable demo data: a day of browser and proxy caching is safe.
const cacheControl = 'public, max-age=86400';
const common = { config: { access: 'public' }, schema: { hide: true } } as const;

/** Product pictures, the placeholder and assembly manuals, all generated on request. */
export async function mediaRoutes(app: FastifyInstance) {
  const service = new MediaService(app.db);

  app.get<{ Params: { productId: string; n: string } }>('/media/products/:productId/:n.svg', common, async (request, reply) => {
    const svg = await service.productImage(request.params.productId, request.params.n);
    return reply.header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(svg);
  });

  app.get('/media/placeholder.svg', common, async (_request, reply) =>
    reply.header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(service.placeholderImage()),
  );

  app.get<{ Params: { pdfId: string } }>('/media/assembly/:pdfId.pdf', common, async (request, reply) => {
    const { bytes, filename } = await service.assemblyPdf(request.params.pdfId);
    return reply
      .header('cache-control', cacheControl)
      .header('content-disposition', `inline; filename="${filename}"`)
      .type('application/pdf')
      .send(bytes);
  });
}
