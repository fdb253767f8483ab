import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  productItemsResponseSchema,
} from '@wohnwerk/contract/catalog';
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
    { config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } }, schema: { tags, operationId: 'recordButtonClick', description: 'Counts a click on add-to-cart or add-to-wishlist (202; a click that cannot be stored is only logged).', body: buttonClickSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      await clicks.record(request.body, request.user?.id ?? null).catch((err) => request.log.warn({ err }, 'button click not stored'));
      return reply.status(202).send({ message: 'OK' });
    },
  );

  // Wishlist ---------------------------------------------------------------------------

  app.post('/wishlist', { config: { access: 'user' }, schema: { tags, operationId: 'addToWishlist', description: 'Puts an active product on the customer\'s wishlist; 409 when it is there already.', body: wishlistAddSchema, response: { 201: messageResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await wishlist.add(currentUser(request).id, request.body.product_id)),
  );

  app.get('/wishlist', { config: { access: 'user' }, schema: { tags, operationId: 'listWishlist', description: 'The customer\'s wishlist as product list items.', response: { 200: productItemsResponseSchema } } }, async (request) => ({
    data: await wishlist.list(currentUser(request).id),
  }));

  app.delete('/wishlist/:productId', { config: { access: 'user' }, schema: { tags, operationId: 'removeFromWishlist', description: 'Takes a product off the wishlist (also when it was not on it).', params: productIdParamsSchema, response: { 200: messageResponseSchema } } }, async (request) =>
    wishlist.remove(currentUser(request).id, request.params.productId),
  );

  // Ratings ----------------------------------------------------------------------------

  app.get('/ratings/guest/:productId', { config: { access: 'public' }, schema: { tags, operationId: 'listRatingsGuest', description: 'The ratings of a product, for guests (rated always false).', params: productIdParamsSchema, response: { 200: ratingsResponseSchema } } }, async (request) =>
    ratings.list(request.params.productId, null),
  );

  app.get('/ratings/:productId', { config: { access: 'user' }, schema: { tags, operationId: 'listRatings', description: 'The ratings of a product; rated marks the signed-in customer\'s own.', params: productIdParamsSchema, response: { 200: ratingsResponseSchema } } }, async (request) =>
    ratings.list(request.params.productId, currentUser(request).id),
  );

  app.get('/rating/:id', { config: { access: 'user' }, schema: { tags, operationId: 'getOwnRating', description: 'The caller\'s own rating, for the edit form.', params: ratingIdParamsSchema, response: { 200: ratingResponseSchema } } }, async (request) =>
    ratings.own(request.params.id, currentUser(request).id),
  );

  app.post('/ratings', { config: { access: 'user' }, schema: { tags, operationId: 'createRating', description: 'Rates a product once (1–5 stars and a comment); updates its average and count.', body: ratingCreateSchema, response: { 201: messageResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await ratings.create(currentUser(request).id, request.body.rating)),
  );

  app.put('/ratings/:id', { config: { access: 'user' }, schema: { tags, operationId: 'updateRating', description: 'Changes the caller\'s own rating.', params: ratingIdParamsSchema, body: ratingUpdateSchema, response: { 200: messageResponseSchema } } }, async (request) =>
    ratings.update(request.params.id, currentUser(request).id, request.body.rating),
  );

  app.delete('/ratings/:id', { config: { access: 'user' }, schema: { tags, operationId: 'deleteRating', description: 'Deletes the caller\'s own rating.', params: ratingIdParamsSchema, response: { 200: messageResponseSchema } } }, async (request) =>
    ratings.remove(request.params.id, currentUser(request).id),
  );

  // Newsletter -------------------------------------------------------------------------

  app.post(
    '/subscribe',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, operationId: 'subscribeNewsletter', description: 'Starts the double opt-in: sends the confirmation mail.', body: subscribeSchema, response: { 200: messageResponseSchema } } },
    async (request) => newsletter.subscribe(request.body.email),
  );

  const shopUrl = app.config.publicUrl;
  app.get('/newsletter/confirm', { config: { access: 'public' }, schema: { tags, operationId: 'confirmNewsletter', description: 'The link of the confirmation mail: confirms the subscription and answers a small HTML page (404 page for an unknown token).', querystring: newsletterTokenQuerySchema, response: { 200: htmlPageSchema } } }, async (request, reply) => {
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

  app.get('/newsletter/unsubscribe', { config: { access: 'public' }, schema: { tags, operationId: 'unsubscribeNewsletter', description: 'The unsubscribe link of every newsletter mail: ends the subscription and answers a small HTML page (404 page for an unknown token).', querystring: newsletterTokenQuerySchema, response: { 200: htmlPageSchema } } }, async (request, reply) => {
    const token = tokenOf(request.query);
    if (token && (await newsletter.unsubscribe(token))) {
      return newsletterPage(reply, 200, 'Abmeldung erfolgreich', 'Sie erhalten keinen Wohnwerk-Newsletter mehr.', shopUrl);
    }
    return newsletterPage(reply, 404, 'Link ungültig', 'Dieser Abmeldelink ist ungültig.', shopUrl);
  });
}
