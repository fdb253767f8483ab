import { sql } from 'drizzle-orm';
import { jsonText } from '../../../lib/json-writer.ts';
import { seriesCardJson } from '../catalog.detail-writer.ts';
import { listCardJson } from '../catalog.list-writer.ts';
import type { Reader } from '../catalog.queries.ts';
import type { ProductAttributes } from '../../../db/schema/catalog.ts';
import type { CatalogRefs, ProductImage, ProductPdf, ProductRecord } from './product-record.ts';
import { rows } from '../../../db/raw.ts';
import { runSliced } from './snapshot-indexes.ts';

/**
 * What the read model keeps of the catalogue, loaded from PostgreSQL: active products with
 * their images, PDFs, lights and search lexemes, and the small tables a product page names.
 */

/**
 * The attributes column (jsonb text, which PostgreSQL prints with spaces and its own key
 * order) as the product page writes it: both lists always there (an old or hand-written row
 * may lack one), keys in the contract's order, no spaces. Done once per load of a product,
 * so no request parses it.
 */
export function pageAttributesJson(jsonbText: string): string {
  const a = JSON.parse(jsonbText) as Partial<ProductAttributes> | null;
  return jsonText({ beschreibung: a?.beschreibung ?? [], ausstatung: a?.ausstatung ?? [] });
}

/** Rows grouped by their product, in row order. */
function byProduct<R extends { product_id: number }, T>(list: R[], pick: (row: R) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of list) {
    const group = groups.get(row.product_id);
    if (group) group.push(pick(row));
    else groups.set(row.product_id, [pick(row)]);
  }
  return groups;
}

/** Ids as one array literal parameter (Drizzle would spread a JS array into a list of them). */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Products loaded per statement on a full load: the rows of one slice are garbage before the next. */
const SLICE = 5000;

/** Active products (all, or those of the given ids), with images, PDFs and lights. */
export async function loadProducts(db: Reader, ids: number[] | null): Promise<ProductRecord[]> {
  if (ids) return loadSlice(db, { ids });
  const [range] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(id) as min, max(id) as max from products`,
  );
  const all: ProductRecord[] = [];
  if (range.min === null || range.max === null) return all;
  for (let from = range.min; from <= range.max; from += SLICE) {
    for (const p of await loadSlice(db, { from, to: from + SLICE - 1 })) all.push(p);
  }
  return all;
}

async function loadSlice(
  db: Reader,
  slice: { ids: number[] } | { from: number; to: number },
): Promise<ProductRecord[]> {
  const where = (column: string) =>
    'ids' in slice
      ? sql`where ${sql.raw(column)} = any(${intArray(slice.ids)})`
      : sql`where ${sql.raw(column)} between ${slice.from} and ${slice.to}`;
  const only = where;
  const [products, images, pdfs, lights] = await Promise.all([
    rows<{
      id: number;
      code: string;
      name: string;
      description: string;
      category_id: number;
      brand_id: number | null;
      shop_id: number;
      series_id: number | null;
      price_cents: number;
      old_price_cents: number | null;
      tax_rate: number;
      stock: number;
      delivery_weeks: string;
      best_seller: boolean;
      is_light: boolean;
      variant_group: string | null;
      color_front: string | null;
      color_body: string | null;
      dimensions: string | null;
      attributes: string;
      rating_avg: number | null;
      rating_count: number;
      lexemes: string | null;
      name_lexemes: string | null;
    }>(
      db,
      sql`select p.id, p.code, p.name, p.description, p.category_id, p.brand_id, p.shop_id, p.series_id, p.price_cents,
            p.lowest_price_30_days_cents as old_price_cents, p.tax_rate::int as tax_rate, p.stock, p.delivery_weeks, p.best_seller, p.is_light, p.variant_group,
            p.color_front, p.color_body, p.dimensions, p.attributes::text as attributes, p.rating_avg::float8 as rating_avg,
            p.rating_count, array_to_string(tsvector_to_array(p.search_tsv), ' ') as lexemes,
            array_to_string(tsvector_to_array(to_tsvector('german', p.name)), ' ') as name_lexemes
          from products p ${where('p.id')} and p.active`,
    ),
    rows<{ product_id: number; path: string; width: number; height: number }>(
      db,
      sql`select product_id, path, width, height from product_images ${only('product_id')} order by product_id, sort_order, id`,
    ),
    rows<{ product_id: number; id: number; name: string; path: string }>(
      db,
      sql`select product_id, id, name, path from product_pdfs ${only('product_id')} order by product_id, id`,
    ),
    rows<{ product_id: number; light_id: number }>(
      db,
      sql`select product_id, light_id from product_lights ${only('product_id')} order by product_id, light_id`,
    ),
  ]);
  const imagesOf = byProduct(images, (i): ProductImage => ({ path: i.path, width: i.width, height: i.height }));
  const pdfsOf = byProduct(pdfs, (f): ProductPdf => ({ id: f.id, name: f.name, path: f.path }));
  const records = await runSliced(
    inSteps(products, (p) => {
      const productImages = imagesOf.get(p.id) ?? [];
      return withCards({
        id: p.id,
        code: p.code,
        name: p.name,
        descriptionJson: jsonText(p.description),
        categoryId: p.category_id,
        brandId: p.brand_id,
        shopId: p.shop_id,
        seriesId: p.series_id,
        priceCents: p.price_cents,
        oldPriceCents: p.old_price_cents,
        taxRate: p.tax_rate,
        stock: p.stock,
        deliveryWeeks: p.delivery_weeks,
        bestSeller: p.best_seller,
        isLight: p.is_light,
        variantGroup: p.variant_group,
        colorFront: p.color_front,
        colorBody: p.color_body,
        dimensions: p.dimensions,
        attributesJson: pageAttributesJson(p.attributes),
        ratingAvg: p.rating_avg,
        ratingCount: p.rating_count,
        image: productImages[0]?.path ?? null,
        nameJson: jsonText(p.name),
        imageJson: jsonText(productImages[0]?.path ?? null),
        imagesJson: jsonText(productImages),
        pdfsJson: jsonText(pdfsOf.get(p.id) ?? []),
        lightIds: [],
        lexemes: p.lexemes ?? '',
        nameLexemes: p.name_lexemes ?? '',
        seriesCardJson: '',
        listCardJson: '',
      });
    }),
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const l of lights) byId.get(l.product_id)?.lightIds.push(l.light_id);
  return records;
}

/**
 * `make` of each item, in steps for runSliced: the records of an import's chunk of 5,000
 * products, written in one step, held requests up (decision 146).
 */
function* inSteps<T, R>(items: T[], make: (item: T) => R): Generator<void, R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(make(items[i]));
    if (i % 200 === 199) yield;
  }
  return out;
}

/** The record with its stored cards written from its fields. */
function withCards(record: ProductRecord): ProductRecord {
  record.seriesCardJson = flat(seriesCardJson(record));
  record.listCardJson = flat(listCardJson(record));
  return record;
}

/**
 * Newer versions of products whose price, stock or rating changed and nothing else a record
 * holds (catalog_changes.content false, decision 146): those five numbers are read, the other
 * fields are the old record's (the same strings), and only the cards are written again. An
 * import chunk of price and stock rows then allocates its new cards instead of 5,000 whole
 * records. A product no longer active is not answered (gone).
 */
export async function loadPrices(db: Reader, olds: ProductRecord[]): Promise<ProductRecord[]> {
  if (!olds.length) return [];
  const byId = new Map(olds.map((p) => [p.id, p]));
  const found = await rows<{
    id: number;
    price_cents: number;
    old_price_cents: number | null;
    stock: number;
    rating_avg: number | null;
    rating_count: number;
  }>(
    db,
    sql`select id, price_cents, lowest_price_30_days_cents as old_price_cents, stock, rating_avg::float8 as rating_avg, rating_count
          from products where id = any(${intArray(olds.map((p) => p.id))}) and active`,
  );
  return runSliced(
    inSteps(found, (p) =>
      withCards({
        ...byId.get(p.id)!,
        priceCents: p.price_cents,
        oldPriceCents: p.old_price_cents,
        stock: p.stock,
        ratingAvg: p.rating_avg,
        ratingCount: p.rating_count,
      }),
    ),
  );
}

/**
 * The same text as one flat string. A text put together by concatenation is a tree of pieces
 * in V8, which every answer that embeds it walks again (decision 006, "Flat stored texts").
 * A copy through a buffer is one flat string; the texts are JSON, well-formed.
 */
const flat = (text: string) => Buffer.from(text).toString();

export async function loadRefs(db: Reader): Promise<CatalogRefs> {
  const [categories, brands, shops, series, vocabulary] = await Promise.all([
    rows<{ id: number; parent_id: number | null; slug: string; name_de: string }>(
      db,
      // A deleted category (decision 152) is not in the shop.
      sql`select id, parent_id, slug, name_de from categories where deleted_at is null order by sort_order, id`,
    ),
    rows<{ id: number; name: string }>(db, sql`select id, name from brands`),
    rows<{ id: number; name: string; slug: string; warehouse_id: number; vendor_id: number }>(
      db,
      sql`select id, name, slug, warehouse_id, vendor_id from shops`,
    ),
    rows<{ id: number; name: string; front_color: string; body_color: string }>(
      db,
      sql`select id, name, front_color, body_color from series`,
    ),
    rows<{ word: string }>(db, sql`select word from search_words`),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, parentId: c.parent_id, slug: c.slug, nameDe: c.name_de })),
    brands: new Map(brands.map((b) => [b.id, b.name])),
    shops: new Map(
      shops.map((s) => [
        s.id,
        { id: s.id, name: s.name, slug: s.slug, warehouseId: s.warehouse_id, vendorId: s.vendor_id },
      ]),
    ),
    series: new Map(
      series.map((s) => [s.id, { id: s.id, name: s.name, frontColor: s.front_color, bodyColor: s.body_color }]),
    ),
    words: vocabulary.map((w) => w.word),
  };
}
