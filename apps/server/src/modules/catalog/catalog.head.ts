import type { FastifyInstance } from 'fastify';
import { messages } from '../../lib/app-error.ts';
import { htmlToText } from '../../lib/html.ts';
import type { HeadResolver, PageHead } from '../../plugins/web.ts';
import type { CatalogService } from './catalog.service.ts';

const SITE = 'Wohnwerk';
const DESCRIPTION_LENGTH = 160;

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`);

const first = (v: unknown): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s.trim() : undefined;
};

/**
 * Server-rendered head tags for the product page and the product list, so search engines
 * and link previews see the name, price and canonical address without running the app.
 */
export function catalogHeadResolver(service: CatalogService, publicUrl: string): HeadResolver {
  return async (request, pathname) => {
    const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
    // The route chunk is preloaded with the HTML, so the page does not wait for the app to ask for it.
    if (product) return { ...(await productHead(service, publicUrl, product[1])), routeModule: 'src/app/routes/shop/product-page.tsx' };
    if (/^\/products\/?$/.test(pathname)) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      return { ...(await productsHead(service, publicUrl, first(query.category), first(query.q))), routeModule: 'src/app/routes/shop/products-page.tsx' };
    }
    return null;
  };
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
    ...(detail ? { initialData: { url: `/api/v1/product/${p.id}`, body: { data: detail } } } : {}),
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

async function productsHead(service: CatalogService, publicUrl: string, slug: string | undefined, text: string | undefined): Promise<PageHead> {
  if (slug) {
    const category = /^[a-z0-9][a-z0-9-]{0,119}$/i.test(slug) ? await service.categoryPage(slug.toLowerCase()) : null;
    if (!category) return slug.toLowerCase() === 'sale' ? saleHead(publicUrl) : notFound;
    const c = category.category;
    return {
      title: `${c.name_de} | ${SITE}`,
      description: htmlToText(c.description_html, DESCRIPTION_LENGTH) || `${c.name_de} online kaufen bei ${SITE} – kostenloser Versand.`,
      canonical: `${publicUrl}/products?category=${encodeURIComponent(c.slug)}`,
    };
  }
  if (text) {
    const shown = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    // A search result page is no page of its own for search engines: its canonical is the full list.
    return { title: `Suche: ${shown} | ${SITE}`, description: `Suchergebnisse für „${shown}“ bei ${SITE}.`, canonical: `${publicUrl}/products` };
  }
  return { title: `Alle Produkte | ${SITE}`, description: `Möbel online kaufen bei ${SITE} – kostenloser Versand.`, canonical: `${publicUrl}/products` };
}

const saleHead = (publicUrl: string): PageHead => ({
  title: `Sale | ${SITE}`,
  description: `Reduzierte Möbel bei ${SITE} – kostenloser Versand.`,
  canonical: `${publicUrl}/products?category=sale`,
});

export function registerCatalogHead(app: FastifyInstance, resolver: HeadResolver) {
  app.headResolvers.push(resolver);
}
