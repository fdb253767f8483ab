import type { FastifyInstance } from 'fastify';
import { healthReplySchema } from '@wohnwerk/contract/health';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'health',
        description: 'Liveness with a database round trip.',
        tags: ['health'],
        response: { 200: healthReplySchema },
      },
    },
    async (_request, reply) => {
      // Migrations run before listen, so an answering database means a migrated one.
      await app.db.execute(sql`select 1`);
      return reply.send({ status: 'ok' });
    },
  );
}
