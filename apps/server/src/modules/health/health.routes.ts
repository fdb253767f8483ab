import type { FastifyInstance } from 'fastify';
import { healthReplySchema, readyReplySchema } from '@wohnwerk/contract/health';
import { databaseAnswers, pingDatabase } from './health.queries.ts';

/** How long /ready waits for the database before it answers 503 (a proxy's check times out soon after). */
const READY_DATABASE_MS = 2000;

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
      await pingDatabase(app.db);
      return reply.send({ status: 'ok' });
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'ready',
        description:
          'Readiness (decision 156): 200 while this instance takes new requests; 503 while it starts, drains after SIGTERM, or its database does not answer.',
        tags: ['health'],
        response: { 200: readyReplySchema, 503: readyReplySchema },
      },
    },
    async (_request, reply) => {
      const { phase } = app.lifecycle;
      if (phase !== 'ready') return reply.code(503).header('cache-control', 'no-store').send({ status: phase });
      const answers = await databaseAnswers(app.db, READY_DATABASE_MS);
      return reply
        .code(answers ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: answers ? 'ready' : 'database' });
    },
  );
}
