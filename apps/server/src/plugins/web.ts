import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { messages } from '../lib/app-error.ts';

/** Page-specific head tags (title, description, canonical, JSON-LD) rendered into index.html on the server. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  jsonLd?: unknown;
  status?: number;
}
export type HeadResolver = (request: FastifyRequest, pathname: string) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    headResolvers: HeadResolver[];
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderIndex(template: string, head: PageHead | null): string {
  if (!head) return template;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    // JSON-LD inside a script: "<" is escaped so no text can close the tag.
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ].join('');
  return template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', `${tags}</head>`);
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every other path (history routing). */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset; sending those saves compressing per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  let template: string | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (!wantsPage || !hasWeb) return reply.status(404).send({ message: messages.notFound });
    template ??= fs.readFileSync(indexFile, 'utf8');
    let head: PageHead | null = null;
    for (const resolve of app.headResolvers) {
      head = await resolve(request, pathname).catch((err) => {
        request.log.warn({ err }, 'head resolver failed');
        return null;
      });
      if (head) break;
    }
    return reply
      .status(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndex(template, head));
  });
}
