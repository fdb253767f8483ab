import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { figuresQuerySchema, figuresReplySchema, figuresTexts } from '@wohnwerk/contract/figures';
import { eventStreams } from '../../lib/event-stream.ts';
import { FiguresHub } from './figures.hub.ts';
import { ProductSales } from './figures.sales.ts';
import { figuresOf } from './figures.service.ts';

const tags = ['figures'];
const config = { access: 'staff' as const };

/** Shop figures for staff (decision 140): the figures of a period and a stream that says when they changed. */
export async function figuresRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = new FiguresHub(app.database.listen, (err) => app.log.warn({ err }, 'figures change listening failed'));
  // Three per user and process, as the screen board (decision 103): a screen, a spare tab, a reload.
  const openStream = eventStreams(app, { maxPerUser: 3, tooMany: figuresTexts.tooManyStreams });
  const productSales = new ProductSales(app.db);
  app.addHook('onClose', async () => hub.stop());
  const lowStock = async (below: number, limit: number) =>
    (await app.catalog.current()).snapshot
      .lowStock(below, limit)
      .map((r) => ({ id: r.id, name: r.name, code: r.code, stock: r.stock }));

  app.get(
    '/admin/figures',
    {
      config,
      schema: {
        tags,
        operationId: 'getFigures',
        description:
          'Sales, checkout funnel, top products and categories, new vs returning customers and low stock for the Berlin days from … to, with the previous period of the same length. Revenue: gross (VAT included) of the orders paid in the period, less what was refunded of them; unpaid, cancelled and refunded orders never count (decision 140).',
        querystring: figuresQuerySchema,
        response: { 200: figuresReplySchema },
      },
    },
    async (request) => figuresOf(app.db, productSales, lowStock, request.query),
  );

  app.get(
    '/admin/figures/stream',
    {
      config: { ...config, errors: [429] },
      schema: {
        tags,
        operationId: 'streamFigures',
        description:
          'Server-sent events: "change" within a second of any committed change to the figures (a paid order, a refund, a withdrawal), on any instance. Read with the bearer header (fetch), not EventSource. At most 3 open per user (429); ends once the token is signed out or no longer staff (EVENT_STREAM_CHECK_MS).',
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      // Listening first, then "ready": a change committed after the client saw "ready" is heard.
      await openStream(request, reply, (stream) => hub.subscribe(() => stream.send('change', {})));
    },
  );
}
