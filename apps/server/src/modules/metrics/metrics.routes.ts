import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, messages } from '../../lib/app-error.ts';
import { fileAnswer } from '../../lib/file-answer.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time (digests of equal length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics (decision 156): Prometheus text for a scraper holding METRICS_TOKEN; 404 when the
 * variable is unset (nothing is measured then), 401 for any other caller.
 */
export async function metricsRoutes(app: FastifyInstance) {
  app.get(
    '/metrics',
    {
      config: { access: 'public', errors: [401, 404] },
      schema: {
        operationId: 'metrics',
        description:
          'Prometheus metrics of this instance, with `Authorization: Bearer $METRICS_TOKEN`; 404 when METRICS_TOKEN is unset.',
        tags: ['health'],
        ...fileAnswer('Prometheus text format', 'text/plain; version=0.0.4; charset=utf-8'),
      },
    },
    async (request, reply) => {
      const registry = app.metrics;
      const token = app.config.METRICS_TOKEN;
      if (!registry || !token) throw new AppError('not_found', messages.notFound);
      if (!bearerMatches(request.headers.authorization, token))
        throw new AppError('unauthenticated', messages.unauthenticated);
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
