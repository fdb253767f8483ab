import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, messages } from '../../lib/app-error.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const contentTypes: Record<string, string> = { jpg: fileTypes.jpeg, png: fileTypes.png, webp: fileTypes.webp };

/**
 * Uploaded profile pictures, read through the storage interface. Names are 128 random bits and
 * change with every upload, so they can be cached for good and cannot be guessed.
 */
export async function accountFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/uploads/profile/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        operationId: 'profilePicture',
        description: 'An uploaded profile picture, by the name the profile answers (128 random bits and its type).',
        params: z.object({ name: z.string() }),
        ...fileAnswer('The picture.', fileTypes.jpeg, fileTypes.png, fileTypes.webp),
      },
    },
    async (request, reply) => {
      const match = /^([a-f0-9]{32})\.(jpg|png|webp)$/.exec(request.params.name);
      const bytes = match ? await app.storage.get(`profile/${request.params.name}`) : null;
      if (!match || !bytes) throw new AppError('not_found', messages.notFound);
      return reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .type(contentTypes[match[2]])
        .send(bytes);
    },
  );
}
