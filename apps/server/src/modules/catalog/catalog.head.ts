import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../lib/app-error.ts';
import { htmlToText } from '../../lib/html.ts';
import { escapeHtml, type HeadResolver, type InitialData, type PageHead } from '../../plugins/web.ts';
import type { CatalogService } from './catalog.service.ts';
import type { CatalogCategories } from './catalog.categories.ts';
import { seriesColours } from '@wohnwerk/contract/product-facts';

const SITE = 'Wohnwerk';
const DESCRIPTION_LENGTH = 160;

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;

const first = (v: unknown): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s.trim() : undefined;
};

/**
 * Server-rendered head tags for the product page and the product list, so search engines
 * and link previews see the name, price and canonical address without running the app.
 */
export function catalogHeadResolver(
  service: CatalogService,
  categories: CatalogCategories,
  publicUrl: string,
): HeadResolver {
  return async (request, pathname) => {
    const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
    // The route chunk is preloaded with the HTML, so the page does not wait for the app to ask for it.
    if (product) {
      const head = await productHead(service, publicUrl, product[1]);
      if (head.status) return head;
      // The header's category menu asks for the tree on every page.
      const more = await guestAnswers(request, ['/api/v1/categories']);
      return {
        ...head,
        routeModule: 'src/app/routes/shop/product-page.tsx',
        initialData: [head.initialData ?? [], more].flat(),
      };
    }
    if (pathname === '/') {
      // The home page asks for the category tree and its texts first; its hero paints before the app runs.
      const initialData = await guestAnswers(request, ['/api/v1/categories', '/api/v1/homepage-texts']);
      return {
        ...HOME_HEAD,
        canonical: `${publicUrl}/`,
        // Its own chunk, which other pages need not load (docs/decisions/165).
        routeModule: 'src/app/routes/shop/home-page.tsx',
        initialData,
        preview: homePreview(),
      };
    }
    if (/^\/products\/?$/.test(pathname)) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const head = await productsHead(categories, publicUrl, first(query.category), first(query.q));
      if (head.status) return head;
      const initialData = await listInitialData(request, query);
      const list = initialData.find((d) => LIST_ENDPOINT.test(d.url))?.body;
      const category = (
        initialData.find((d) => d.url.startsWith('/api/v1/categories/'))?.body as
          | { category?: { name_de?: string } }
          | undefined
      )?.category;
      return {
        ...head,
        routeModule: 'src/app/routes/shop/products-page.tsx',
        // The filters show beside the list from this width on; narrower screens load them when their panel opens
        // (web products-page.tsx DESKTOP).
        routeParts: [{ module: 'src/features/catalog/components/product-filters.tsx', media: '(min-width: 61.875em)' }],
        initialData,
        preloadImages: firstImages(list),
        // Only a category's list: its heading is the category's name, known here.
        preview: category?.name_de && !first(query.q) ? listPreview(category.name_de, list) : undefined,
      };
    }
    return null;
  };
}

/** The list's first cards; their images load eagerly in the app (products-page.tsx EAGER_IMAGES). */
const PRELOADED_LIST_IMAGES = 2;
const LIST_ENDPOINT = /^\/api\/v1\/(products|sale-products|search)\?/;
const ORDERS = new Set(['Niedriger-Hoher', 'Hoher-Niedriger', 'A-Z', 'Z-A']);

/**
 * The guest answers a product list asks for first, under the exact URLs the web app builds
 * for them (features/catalog/api: parseProductListParams, then getProducts). Asked through
 * the app's own routes so the bodies are exactly what the API would answer. A list with
 * price or brand filters gets none: those URLs are not worth rebuilding here, and the app
 * simply fetches what it finds no block for.
 */
async function listInitialData(request: FastifyRequest, query: Record<string, unknown>): Promise<InitialData[]> {
  if (['min_price', 'max_price', 'brand'].some((k) => query[k] !== undefined)) return [];
  const category = first(query.category)?.toLowerCase();
  const slug = category && /^[a-z0-9][a-z0-9-]{0,119}$/.test(category) ? category : undefined;
  const text = first(query.q)?.slice(0, 200);
  const order = first(query.order);
  const page = Number(first(query.page));
  const params = new URLSearchParams();
  const endpoint = slug === 'sale' ? 'sale-products' : text ? 'search' : 'products';
  if (slug && endpoint !== 'sale-products') params.set('category', slug);
  if (text) params.set('q', text);
  if (order && ORDERS.has(order)) params.set('order', order);
  if (Number.isInteger(page) && page > 1) params.set('page', String(page));
  const qs = params.toString();
  const urls = [
    `/api/v1/${endpoint}${qs ? `?${qs}` : ''}`,
    '/api/v1/categories',
    ...(slug ? [`/api/v1/categories/${slug}`, `/api/v1/categories-filters/${slug}`] : []),
  ];
  return guestAnswers(request, urls);
}

/** GET answers of the app's own API for a guest (no credentials passed on), the failed ones left out. */
async function guestAnswers(request: FastifyRequest, urls: string[]): Promise<InitialData[]> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      // The host is passed on so paging links name the address the visitor used.
      const res = await request.server.inject({
        method: 'GET',
        url,
        headers: { host: request.headers.host ?? '', accept: 'application/json' },
      });
      return res.statusCode === 200 ? { url, body: res.json() as unknown } : null;
    }),
  );
  return answers.filter((a): a is InitialData => a !== null);
}

function firstImages(list: unknown): string[] {
  const items = (list as { data?: { product_image?: string | null }[] } | undefined)?.data ?? [];
  return items
    .slice(0, PRELOADED_LIST_IMAGES)
    .map((i) => i.product_image)
    .filter((src): src is string => typeof src === 'string' && src.startsWith('/'));
}

const notFound: PageHead = { status: 404, title: messages.notFound };

async function productHead(service: CatalogService, publicUrl: string, rawId: string): Promise<PageHead> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  // The guest detail answer goes into the page too, so the app renders without a second round trip.
  const [p, detail] = id ? await Promise.all([service.productHead(id), service.detail(id, null)]) : [null, null];
  if (!p) return notFound;
  const canonical = `${publicUrl}/product/${p.id}`;
  const description = htmlToText(p.description, DESCRIPTION_LENGTH) || `${p.name} bei ${SITE} – kostenloser Versand.`;
  return {
    title: `${p.name} | ${SITE}`,
    description,
    canonical,
    preloadImages: p.image ? [p.image] : [],
    ...(detail
      ? {
          initialData: { url: `/api/v1/product/${p.id}`, body: { data: detail } },
          preview: productPreview(detail, p.image),
          // The lighting accessories load on demand (web features/product/components/accessories-on-demand.tsx):
          // with the page's code where the product has them, not at all where it has none.
          routeParts: detail.product_shop.product.lightning.length
            ? [{ module: 'src/features/product/components/product-accessories.tsx' }]
            : [],
        }
      : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      sku: p.code,
      description,
      url: canonical,
      ...(p.image ? { image: [absolute(publicUrl, p.image)] } : {}),
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
      ...(p.category ? { category: p.category } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: p.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(p.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.ratingAverage,
              reviewCount: p.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

async function productsHead(
  categories: CatalogCategories,
  publicUrl: string,
  slug: string | undefined,
  text: string | undefined,
): Promise<PageHead> {
  if (slug) {
    const category = /^[a-z0-9][a-z0-9-]{0,119}$/i.test(slug) ? await categories.page(slug.toLowerCase()) : null;
    if (!category) return slug.toLowerCase() === 'sale' ? saleHead(publicUrl) : notFound;
    const c = category.category;
    return {
      title: `${c.name_de} | ${SITE}`,
      description:
        htmlToText(c.description_html, DESCRIPTION_LENGTH) ||
        `${c.name_de} online kaufen bei ${SITE} – kostenloser Versand.`,
      canonical: `${publicUrl}/products?category=${encodeURIComponent(c.slug)}`,
    };
  }
  if (text) {
    const shown = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    // A search result page is no page of its own for search engines: its canonical is the full list.
    return {
      title: `Suche: ${shown} | ${SITE}`,
      description: `Suchergebnisse für „${shown}“ bei ${SITE}.`,
      canonical: `${publicUrl}/products`,
    };
  }
  return {
    title: `Alle Produkte | ${SITE}`,
    description: `Möbel online kaufen bei ${SITE} – kostenloser Versand.`,
    canonical: `${publicUrl}/products`,
  };
}

/** As index.html has them: the home page is the shop's own page for search engines. */
const HOME_HEAD = {
  title: 'Wohnwerk – Möbel online kaufen',
  description: 'Wohnwerk – Möbel online kaufen: kostenloser Versand bis an die Haustür und 14 Tage Rückgaberecht.',
} satisfies PageHead;

const saleHead = (publicUrl: string): PageHead => ({
  title: `Sale | ${SITE}`,
  description: `Reduzierte Möbel bei ${SITE} – kostenloser Versand.`,
  canonical: `${publicUrl}/products?category=sale`,
});

// ---------------------------------------------------------------------------------------
// Previews: what a phone paints before the app has run (the app needs seconds on a slow
// phone). Drawn where the app draws the same things (its header, the product page's title
// and photo, the list's heading and first cards), in the app's fonts and colours, so the
// page does not jump when React replaces it. Only on phone widths: wider layouts differ.
// ---------------------------------------------------------------------------------------

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
/** The app's header below the banner shell is 111 px tall on a phone (banner 32 px, header 143 px in all). */
const HEADER_BELOW_BANNER = 111;

const previewBlock = (maxWidth: string, style: string, html: string) =>
  `<style>.ww-preview{display:none}@media (max-width:${maxWidth}){.ww-preview{display:block}}</style>` +
  `<div class="ww-preview" aria-hidden="true" style="font-family:${FONT};color:#212529;${style}">${html}</div>`;

const previewImage = (src: string, style: string) =>
  // Not smaller than the app's image, so the app's copy is not a later, larger paint.
  `<img src="${escapeHtml(src)}" alt="" width="800" height="600" fetchpriority="high" style="display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain;${style}">`;

type Detail = NonNullable<Awaited<ReturnType<CatalogService['detail']>>>;

/** Product page on a phone: series line, title, the rating row's place, first photo (web product-page.tsx). */
function productPreview(detail: Detail, image: string | null): string | undefined {
  const product = detail.product_shop.product;
  const name = detail.product_shop.name || product.name;
  const colours = seriesColours(detail);
  const front = colours?.front ?? '';
  const body = colours?.body ?? '';
  const series = colours
    ? `<p style="display:flex;flex-wrap:wrap;gap:2px 10px;margin:0 0 6px;font-size:14px;line-height:1.55;color:#495057">` +
      (product.series?.name
        ? `<span style="color:#155f44;font-weight:700;text-transform:uppercase;letter-spacing:0.04em">Serie ${escapeHtml(product.series.name)}</span>`
        : '') +
      (front || body ? `<span>Front: ${escapeHtml(front || '–')} / Korpus: ${escapeHtml(body || '–')}</span>` : '') +
      `</p>`
    : '';
  return previewBlock(
    '61.8125em',
    `padding:${HEADER_BELOW_BANNER + 20}px 16px 0`,
    series +
      `<p style="margin:0;font-size:clamp(1.4rem,1.1rem + 1.2vw,2rem);font-weight:700;line-height:1.25;overflow-wrap:anywhere">${escapeHtml(name)}</p>` +
      `<div style="height:21.7px;margin-top:6px"></div>` +
      (image ? previewImage(image, 'margin-top:16px') : ''),
  );
}

/** The home hero's texts as the web app shows them in German (web locales/de/home.json; a test keeps them equal). */
export const HOME_HERO = {
  title: 'Möbel, die zu Ihrem Zuhause passen',
  text: 'Sofas, Betten, Schränke und Esstische von ausgewählten Marken – kostenlos bis an die Haustür geliefert, mit 14 Tagen Rückgaberecht.',
};

/** Home on a phone: the hero with its title, text and the buttons' place (web home-page.tsx, home-page.module.css). */
function homePreview(): string {
  const background =
    'radial-gradient(circle at 85% 20%,rgb(255 255 255 / 12%) 0 120px,transparent 121px),' +
    'radial-gradient(circle at 95% 90%,rgb(255 255 255 / 8%) 0 200px,transparent 201px),' +
    'linear-gradient(120deg,#0b4a34,#1f7453)';
  return previewBlock(
    '61.8125em',
    `padding-top:${HEADER_BELOW_BANNER}px`,
    `<div style="background:${background};color:#fff"><div style="padding:40px 16px">` +
      `<p style="margin:0 0 16px;max-width:720px;font-size:clamp(28px,5vw,48px);font-weight:700;line-height:1.15">${escapeHtml(HOME_HERO.title)}</p>` +
      `<p style="margin:0 0 32px;max-width:640px;font-size:18px;line-height:1.6;color:#f8f9fa">${escapeHtml(HOME_HERO.text)}</p>` +
      `<div style="height:42px"></div>` +
      `</div></div>`,
  );
}

/** Category list on a phone: breadcrumb bar, heading, the toolbar's place, the first row of cards (web products-page.tsx). */
function listPreview(heading: string, list: unknown): string | undefined {
  const items = ((list as { data?: { name?: string; product_image?: string | null }[] } | undefined)?.data ?? []).slice(
    0,
    2,
  );
  if (!items.length) return undefined;
  const card = (item: (typeof items)[number]) =>
    // An outline, not a border: the image takes the card's full width, not less than the app's.
    `<div style="outline:1px solid #dee2e6;outline-offset:-1px;border-radius:8px;overflow:hidden;background:#fff">` +
    `<div style="background:#f8f9fa">${item.product_image ? previewImage(item.product_image, '') : '<div style="aspect-ratio:4/3"></div>'}</div>` +
    `<p style="margin:12px 12px 0;font-size:14px;font-weight:600;line-height:1.35;overflow-wrap:anywhere">${escapeHtml(item.name ?? '')}</p>` +
    `</div>`;
  return previewBlock(
    '36em',
    `padding-top:${HEADER_BELOW_BANNER}px`,
    `<div style="height:42.7px;background:#f8f9fa"></div>` +
      `<div style="padding:20px 16px 0">` +
      `<p style="margin:0;font-size:24px;font-weight:700;line-height:1.2">${escapeHtml(heading)}</p>` +
      `<div style="height:162.6px"></div>` +
      `<div style="display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px">${items.map(card).join('')}</div>` +
      `</div>`,
  );
}

export function registerCatalogHead(app: FastifyInstance, resolver: HeadResolver) {
  app.headResolvers.push(resolver);
}
