import type { FastifyInstance, FastifyReply } from 'fastify';
import { productItemsResponseSchema } from '@wohnwerk/contract/catalog';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buttonClickSchema,
  productIdParamsSchema,
  ratingCreateSchema,
  ratingIdParamsSchema,
  ratingUpdateSchema,
  subscribeSchema,
  wishlistAddSchema,
  htmlPageSchema,
  messageResponseSchema,
  newsletterTokenQuerySchema,
  ratingResponseSchema,
  ratingsResponseSchema,
} from '@wohnwerk/contract/engagement';
import { currentUser } from '../../plugins/auth.ts';
import { ClickService, NewsletterService, RatingService, WishlistService } from './engagement.service.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The small page a newsletter link opens in the browser. */
function newsletterPage(reply: FastifyReply, status: number, title: string, text: string, shopUrl: string) {
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Wohnwerk</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#1d1d1d;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
a{color:#1f3a5f}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(shopUrl)}/">Weiter zum Shop</a></p></main></body></html>`;
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const tokenOf = (query: unknown): string | null => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && /^[\w-]{20,200}$/.test(token) ? token : null;
};

export async function engagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const wishlist = new WishlistService(app.db);
  const ratings = new RatingService(app.db);
  const newsletter = new NewsletterService(app.db, app.config, app.limits);
  const clicks = new ClickService(app.db);
  const tags = ['engagement'];

  // Button clicks ----------------------------------------------------------------------

  app.post(
    '/button-click',
    { config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } }, schema: { tags, body: buttonClickSchema } },
    async (request, reply) => {
      await clicks.record(request.body, request.user?.id ?? null).catch((err) => request.log.warn({ err }, 'button click not stored'));
      return reply.status(202).send({ message: 'OK' });
    },
  );

  // Wishlist ---------------------------------------------------------------------------

  app.post('/wishlist', { config: { access: 'user' }, schema: { tags, body: wishlistAddSchema } }, async (request, reply) =>
    reply.status(201).send(await wishlist.add(currentUser(request).id, request.body.product_id)),
  );

  app.get('/wishlist', { config: { access: 'user' }, schema: { tags } }, async (request) => ({
    data: await wishlist.list(currentUser(request).id),
  }));

  app.delete('/wishlist/:productId', { config: { access: 'user' }, schema: { tags, params: productIdParamsSchema } }, async (request) =>
    wishlist.remove(currentUser(request).id, request.params.productId),
  );

  // Ratings ----------------------------------------------------------------------------

  app.get('/ratings/guest/:productId', { config: { access: 'public' }, schema: { tags, params: productIdParamsSchema } }, async (request) =>
    ratings.list(request.params.productId, null),
  );

  app.get('/ratings/:productId', { config: { access: 'user' }, schema: { tags, params: productIdParamsSchema } }, async (request) =>
    ratings.list(request.params.productId, currentUser(request).id),
  );

  app.get('/rating/:id', { config: { access: 'user' }, schema: { tags, params: ratingIdParamsSchema } }, async (request) =>
    ratings.own(request.params.id, currentUser(request).id),
  );

  app.post('/ratings', { config: { access: 'user' }, schema: { tags, body: ratingCreateSchema } }, async (request, reply) =>
    reply.status(201).send(await ratings.create(currentUser(request).id, request.body.rating)),
  );

  app.put('/ratings/:id', { config: { access: 'user' }, schema: { tags, params: ratingIdParamsSchema, body: ratingUpdateSchema } }, async (request) =>
    ratings.update(request.params.id, currentUser(request).id, request.body.rating),
  );

  app.delete('/ratings/:id', { config: { access: 'user' }, schema: { tags, params: ratingIdParamsSchema } }, async (request) =>
    ratings.remove(request.params.id, currentUser(request).id),
  );

  // Newsletter -------------------------------------------------------------------------

  app.post(
    '/subscribe',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, body: subscribeSchema } },
    async (request) => newsletter.subscribe(request.body.email),
  );

  const shopUrl = app.config.publicUrl;
  app.get('/newsletter/confirm', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const token = tokenOf(request.query);
    if (token && (await newsletter.confirm(token))) {
      return newsletterPage(reply, 200, 'Anmeldung bestätigt', 'Vielen Dank! Ihre Anmeldung zum Wohnwerk-Newsletter ist bestätigt.', shopUrl);
    }
    return newsletterPage(
      reply,
      404,
      'Link ungültig',
      'Dieser Bestätigungslink ist ungültig oder wurde nach einer Abmeldung ungültig. Bitte melden Sie sich erneut an.',
      shopUrl,
    );
  });

  app.get('/newsletter/unsubscribe', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const token = tokenOf(request.query);
    if (token && (await newsletter.unsubscribe(token))) {
      return newsletterPage(reply, 200, 'Abmeldung erfolgreich', 'Sie erhalten keinen Wohnwerk-Newsletter mehr.', shopUrl);
    }
    return newsletterPage(reply, 404, 'Link ungültig', 'Dieser Abmeldelink ist ungültig.', shopUrl);
  });
}
