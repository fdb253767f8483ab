import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, messages } from '../../lib/app-error.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const avif = 'image/avif';

/**
 * Uploaded product photos, read through the storage interface. A name never changes its bytes
 * (a new upload gets new random names), so browsers and proxies keep them for a year. A browser
 * that accepts AVIF gets it where the photo has one (Vary: Accept), others WebP.
 */
export async function photosFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/media/photos/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        operationId: 'productPhoto',
        description:
          'An uploaded product photo at one width, as the catalogue\'s image paths and their srcset name it ("<name>-<width>.webp"). AVIF instead when the request accepts it and the photo has one.',
        params: z.object({ file: z.string() }),
        ...fileAnswer('The photo.', fileTypes.webp, avif),
      },
    },
    async (request, reply) => {
      const match = /^([a-f0-9]{32}-\d{2,4})\.webp$/.exec(request.params.file);
      if (!match) throw new AppError('not_found', messages.notFound);
      const wantsAvif = /image\/avif/.test(request.headers.accept ?? '');
      const avifBytes = wantsAvif ? await app.storage.get(`photos/${match[1]}.avif`) : null;
      const bytes = avifBytes ?? (await app.storage.get(`photos/${match[1]}.webp`));
      if (!bytes) throw new AppError('not_found', messages.notFound);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .type(avifBytes ? avif : fileTypes.webp)
        .send(bytes);
    },
  );
}
