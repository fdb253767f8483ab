import type { ProductDetail } from './catalog.ts';

// No zod here: the web imports this module at run time, so it must not pull the schemas in.

/**
 * Front and body colour for a product page's series line: the shown product's own Farbe
 * attribute group, else the series' values. The series names one colour for all its members,
 * so it would contradict a variant in another colour (shared by the web page and the server's
 * preview of it).
 */
export function seriesColours(detail: ProductDetail): { series: string | null; front: string; body: string } | null {
  const product = detail.product_shop.product;
  const farbe = product.attributes.beschreibung.find((g) => g.name === 'Farbe');
  const attr = (label: string) => {
    const value = farbe?.items.find((i) => i.label === label)?.value;
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const front = attr('Front') || product.series?.front_color || '';
  const body = attr('Korpus') || product.series?.body_color || '';
  if (!product.series && !front && !body) return null;
  return { series: product.series?.name ?? null, front, body };
}
