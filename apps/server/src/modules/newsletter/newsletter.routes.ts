import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { htmlPageSchema, newsletterTokenQuerySchema, subscribeSchema } from '@wohnwerk/contract/newsletter';
import { NewsletterService } from './newsletter.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

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

/** Newsletter sign-up (double opt-in) and the two links of its mails. */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const newsletter = new NewsletterService(app.db, app.config, app.limits);
  const tags = ['newsletter'];

  app.post(
    '/subscribe',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'subscribeNewsletter',
        description: 'Starts the double opt-in: sends the confirmation mail.',
        body: subscribeSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => newsletter.subscribe(request.body.email),
  );

  const shopUrl = app.config.publicUrl;
  app.get(
    '/newsletter/confirm',
    {
      config: { access: 'public', errors: [404] },
      schema: {
        tags,
        operationId: 'confirmNewsletter',
        description:
          'The link of the confirmation mail: confirms the subscription and answers a small HTML page (404 page for an unknown token).',
        querystring: newsletterTokenQuerySchema,
        response: { 200: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      if (token && (await newsletter.confirm(token))) {
        return newsletterPage(
          reply,
          200,
          'Anmeldung bestätigt',
          'Vielen Dank! Ihre Anmeldung zum Wohnwerk-Newsletter ist bestätigt.',
          shopUrl,
        );
      }
      return newsletterPage(
        reply,
        404,
        'Link ungültig',
        'Dieser Bestätigungslink ist ungültig oder wurde nach einer Abmeldung ungültig. Bitte melden Sie sich erneut an.',
        shopUrl,
      );
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public', errors: [404] },
      schema: {
        tags,
        operationId: 'unsubscribeNewsletter',
        description:
          'The unsubscribe link of every newsletter mail: ends the subscription and answers a small HTML page (404 page for an unknown token).',
        querystring: newsletterTokenQuerySchema,
        response: { 200: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      if (token && (await newsletter.unsubscribe(token))) {
        return newsletterPage(
          reply,
          200,
          'Abmeldung erfolgreich',
          'Sie erhalten keinen Wohnwerk-Newsletter mehr.',
          shopUrl,
        );
      }
      return newsletterPage(reply, 404, 'Link ungültig', 'Dieser Abmeldelink ist ungültig.', shopUrl);
    },
  );
}
