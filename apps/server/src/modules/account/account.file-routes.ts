import type { FastifyInstance } from 'fastify';
import { AppError, messages } from '../../lib/app-error.ts';

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Uploaded profile pictures, read through the storage interface. Names are 128 random bits and
 * change with every upload, so they can be cached for good and cannot be guessed.
 */
export async function accountFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/uploads/profile/:name', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const match = /^([a-f0-9]{32})\.(jpg|png|webp)$/.exec(request.params.name);
    const bytes = match ? await app.storage.get(`profile/${request.params.name}`) : null;
    if (!match || !bytes) throw new AppError('not_found', messages.notFound);
    return reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .type(contentTypes[match[2]])
      .send(bytes);
  });
}
