import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
  /**
   * Source path of the page's lazy route module (a vite manifest key). Its chunks and styles are
   * listed for the boot script, which fetches them with the app's once the page has painted
   * (web src/boot.ts), instead of waiting for the router to ask for them.
   */
  routeModule?: string;
  /**
   * Modules the route loads on demand that the page shows in its first render (vite manifest keys),
   * listed like its chunks; with `media`, only for screens that match it (the boot script checks).
   * A part no visitor of the page sees (the product list's filters on a phone) is then not loaded.
   */
  routeParts?: RoutePart[];
  /** Images the page shows first (e.g. the product photo), fetched before the app asks for them. */
  preloadImages?: string[];
  /** Answers of the GETs the page makes first; the web api client takes each once instead of fetching (lib/initial-data.ts). */
  initialData?: InitialData | InitialData[];
  /**
   * Markup the browser paints before the app runs (e.g. the product photo on a phone), put
   * after the banner shell in index.html; React replaces all of it on its first render.
   * Trusted HTML: the resolver escapes what it puts in.
   */
  preview?: string;
}

/** The body a guest GET of `url` (e.g. /api/v1/product/1) answers. */
export interface InitialData {
  url: string;
  body: unknown;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export interface RoutePart {
  module: string;
  media?: string;
}

interface Assets {
  js: string[];
  css: string[];
}

/**
 * The files of a route module (and its parts) and everything they import, minus what the app's
 * entry loads anyway; the parts for some screens only in `media`, with what they need beyond the rest.
 */
export function routeAssets(
  manifest: Manifest,
  key: string,
  parts: RoutePart[] = [],
): Assets & { media?: (Assets & { media: string })[] } {
  // Imports before their importer, as vite orders a lazy chunk's styles: a screen's own rules come
  // after those of the chunks it shares, and win where they set the same property.
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const ordered = new Set<string>();
    const walk = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      for (const i of manifest[k].imports ?? []) walk(i);
      ordered.add(k);
    };
    roots.forEach(walk);
    return ordered;
  };
  // The boot script fetches the app's entry and the entry's static imports in any case.
  const loaded = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const always = closure([key, ...parts.filter((p) => !p.media).map((p) => p.module)]);
  const files = (keys: Iterable<string>, skip: Set<string>): Assets => {
    const needed = [...keys].filter((k) => !loaded.has(k) && !skip.has(k));
    return {
      js: needed.map((k) => `/${manifest[k].file}`),
      css: [...new Set(needed.flatMap((k) => manifest[k].css ?? []))].map((c) => `/${c}`),
    };
  };
  const media = parts
    .filter((p): p is Required<RoutePart> => Boolean(p.media) && Boolean(manifest[p.module]))
    .map((p) => ({ media: p.media, ...files(closure([p.module]), always) }));
  return { ...files(always, new Set()), ...(media.length ? { media } : {}) };
}

export type HeadResolver = (request: FastifyRequest, pathname: string) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    headResolvers: HeadResolver[];
  }
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a script element: "<" is escaped so no text can close the tag. */
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderIndex(template: string, head: PageHead | null, manifest: Manifest | null = null): string {
  if (!head) return template;
  const assets =
    head.routeModule && manifest ? routeAssets(manifest, head.routeModule, head.routeParts) : { js: [], css: [] };
  const tags = [
    ...(head.preloadImages ?? []).map(
      (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`,
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonData(head.jsonLd)}</script>` : '',
    // Data blocks, not scripts: CSP allows them and nothing in them runs.
    assets.js.length || assets.css.length
      ? `<script type="application/json" data-app-assets>${jsonData(assets)}</script>`
      : '',
    ...[head.initialData ?? []]
      .flat()
      .map(
        (d) => `<script type="application/json" data-initial-url="${escapeHtml(d.url)}">${jsonData(d.body)}</script>`,
      ),
  ].join('');
  // Function replacers: the tags carry visitor text (a search for "$`$'"), and a string
  // replacement would read $` and $' in it as "the text before/after the match".
  return template
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `${tags}</head>`)
    .replace('<!--page-preview-->', () => head.preview ?? '');
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
      // Our setHeaders decides; left on, send's own "public, max-age=0" would be sent where it sets none.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  let template: string | null = null;
  const manifestFile = path.join(config.webDist, '.vite', 'manifest.json');
  const manifest: Manifest | null =
    hasWeb && fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    // /assets/ holds only build files: a missing one is a 404, not the app page.
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]{2,5}$/i.test(pathname);
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
    const html = renderIndex(template, head, manifest);
    reply
      .status(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // The page is written per request, so it is not among the build's pre-compressed files. A product
    // page with its embedded answers is ~20 kB: uncompressed it needs a second round trip on a new
    // connection (TCP slow start), compressed it arrives with the first.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      return reply
        .header('content-encoding', 'br')
        .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
    return reply.send(html);
  });
}
