import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, messages } from '../../lib/app-error.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

/**
 * Uploaded assembly manuals, read through the storage interface. Names are 128 random bits,
 * new with every upload, so they are cached for good; the product page links them.
 */
export async function adminCatalogFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/uploads/assembly/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin-catalog'],
        operationId: 'uploadedAssemblyManual',
        description: 'An uploaded assembly manual (PDF), by the path the product answers.',
        params: z.object({ name: z.string() }),
        ...fileAnswer('The manual.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      const match = /^[a-f0-9]{32}\.pdf$/.exec(request.params.name);
      const bytes = match ? await app.storage.get(`assembly/${request.params.name}`) : null;
      if (!match || !bytes) throw new AppError('not_found', messages.notFound);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(fileTypes.pdf)
        .send(bytes);
    },
  );
}
