import type { ListingFilter, ListingRow, ProductPageRow, RelatedRow } from '../modules/catalog/catalog.queries.ts';
import type { CatalogSnapshot } from '../modules/catalog/read-model/catalog-snapshot.ts';
import type { ProductRecord } from '../modules/catalog/read-model/product-record.ts';

/**
 * The snapshot's answers in the shapes of the SQL statements they replaced, for the read
 * model's parity tests with SQL (test-only: the API answers from productParts and the
 * stored cards).
 */

/** A list filter: every active product, with the fields given. */
export const listingFilter = (over: Partial<ListingFilter> = {}): ListingFilter => ({
  categoryIds: null,
  sale: false,
  brandIds: [],
  search: null,
  ...over,
});

export function listingRow(snapshot: CatalogSnapshot, position: number): ListingRow {
  const r = snapshot.record(position);
  return {
    id: r.id,
    name: r.name,
    priceCents: r.priceCents,
    oldPriceCents: r.oldPriceCents,
    bestSeller: r.bestSeller,
    stock: r.stock,
    image: r.image,
    inWishlist: false,
  };
}

/**
 * The product page in the shape of the SQL statement it replaced (findProductPage), for the
 * read model's parity tests with SQL; the API answers from productParts. Attributes are the
 * normalised ones of the record ({ beschreibung, ausstatung }, see catalog-loader.ts).
 */
export function productPageRow(snapshot: CatalogSnapshot, id: number): ProductPageRow | null {
  const parts = snapshot.productParts(id);
  if (!parts) return null;
  const { product: p, shop, category, parent, series } = parts;
  // The parity tests' catalogues are small: their records hold the page texts (decision 174).
  const texts = p.texts;
  if (!texts) throw new Error(`product ${p.id} was loaded without its page texts`);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: JSON.parse(texts.descriptionJson) as string,
    price_cents: p.priceCents,
    old_price_cents: p.oldPriceCents,
    stock: p.stock,
    delivery_weeks: p.deliveryWeeks,
    tax_rate: p.taxRate,
    is_light: p.isLight,
    best_seller: p.bestSeller,
    variant_group: p.variantGroup,
    color_front: p.colorFront,
    color_body: p.colorBody,
    dimensions: p.dimensions,
    attributes: JSON.parse(texts.attributesJson),
    rating_avg: p.ratingAvg,
    rating_count: p.ratingCount,
    series_id: series ? series.id : null,
    series_name: series?.name ?? null,
    front_color: series?.frontColor ?? null,
    body_color: series?.bodyColor ?? null,
    shop_id: shop.id,
    shop_name: shop.name,
    shop_slug: shop.slug,
    warehouse_id: shop.warehouseId,
    vendor_id: shop.vendorId,
    category_id: category.id,
    category_slug: category.slug,
    category_name: category.nameDe,
    category_parent_id: category.parentId,
    parent_slug: parent?.slug ?? null,
    parent_name: parent?.nameDe ?? null,
    parent_parent_id: parent?.parentId ?? null,
    brand_id: p.brandId,
    brand_name: parts.brandName,
    images: JSON.parse(texts.imagesJson),
    pdfs: JSON.parse(texts.pdfsJson),
    in_wishlist: false,
    series_products: parts.seriesMembers.map(relatedRow),
    lights: parts.lights.map(relatedRow),
    variant_group_products: parts.variantGroup.map(relatedRow),
  };
}

/** A product as another product's page lists it (in the shape of the SQL statement). */
function relatedRow(x: ProductRecord): RelatedRow {
  return {
    id: x.id,
    name: x.name,
    code: x.code,
    price_cents: x.priceCents,
    old_price_cents: x.oldPriceCents,
    is_light: x.isLight,
    image: x.image,
    color_front: x.colorFront,
    color_body: x.colorBody,
    dimensions: x.dimensions,
  };
}
