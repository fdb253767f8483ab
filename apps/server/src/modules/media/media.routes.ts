import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';
import { MediaService } from './media.service.ts';

// Generated from immutable demo data: a day of browser and proxy caching is safe.
const cacheControl = 'public, max-age=86400';
const config = { access: 'public' } as const;
const tags = ['media'];

/** Product pictures, the placeholder and assembly manuals, all generated on request. */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new MediaService(app.db);

  app.get(
    '/media/products/:productId/:n.svg',
    {
      config,
      schema: {
        tags,
        operationId: 'productImage',
        description: "A product's n-th picture (SVG), as the catalogue's image URLs name it.",
        params: z.object({ productId: z.string(), n: z.string() }),
        ...fileAnswer('The picture.', fileTypes.svg),
      },
    },
    async (request, reply) => {
      const svg = await service.productImage(request.params.productId, request.params.n);
      return reply.header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get(
    '/media/placeholder.svg',
    {
      config,
      schema: {
        tags,
        operationId: 'placeholderImage',
        description: 'The picture shown for a product without one (SVG).',
        ...fileAnswer('The picture.', fileTypes.svg),
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(service.placeholderImage()),
  );

  app.get(
    '/media/assembly/:pdfId.pdf',
    {
      config,
      schema: {
        tags,
        operationId: 'assemblyManual',
        description: "A product's assembly manual (PDF), as the product page links it.",
        params: z.object({ pdfId: z.string() }),
        ...fileAnswer('The manual.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await service.assemblyPdf(request.params.pdfId);
      return reply
        .header('cache-control', cacheControl)
        .header('content-disposition', `inline; filename="${filename}"`)
        .type('application/pdf')
        .send(bytes);
    },
  );
}
