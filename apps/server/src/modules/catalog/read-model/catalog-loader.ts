import { sql } from 'drizzle-orm';
import { jsonText } from '../../../lib/json-writer.ts';
import { seriesCardJson } from '../catalog.detail-writer.ts';
import { listCardJson } from '../catalog.list-writer.ts';
import type { Reader } from '../catalog.queries.ts';
import type { ProductAttributes } from '../../../db/schema/catalog.ts';
import {
  NO_LIGHTS,
  type CatalogRefs,
  type PageTexts,
  type ProductImage,
  type ProductPdf,
  type ProductRecord,
} from './product-record.ts';
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

/**
 * Active products (all, or those of the given ids), with their lights and first image. With
 * `texts` also what only their own page shows (PageTexts: description, attributes, images, PDFs);
 * without, those stay in PostgreSQL (records with `texts` null, read by pageTextsOf on demand):
 * most of a record's characters and a good part of the loading time (decision 174).
 */
export async function loadProducts(db: Reader, ids: number[] | null, texts = true): Promise<ProductRecord[]> {
  if (ids) return loadSlice(db, { ids }, texts);
  const [range] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(id) as min, max(id) as max from products`,
  );
  const all: ProductRecord[] = [];
  if (range.min === null || range.max === null) return all;
  for (let from = range.min; from <= range.max; from += SLICE) {
    for (const p of await loadSlice(db, { from, to: from + SLICE - 1 }, texts)) all.push(p);
  }
  return all;
}

/** The number of active products: whether a full load keeps the page texts (CatalogReadModelOptions.pageTextsUpTo). */
export async function activeProducts(db: Reader): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from products where active`);
  return row.n;
}

type Slice = { ids: number[] } | { from: number; to: number };

const whereIn = (slice: Slice, column: string) =>
  'ids' in slice
    ? sql`where ${sql.raw(column)} = any(${intArray(slice.ids)})`
    : sql`where ${sql.raw(column)} between ${slice.from} and ${slice.to}`;

/**
 * Runs reads one after another. The loader reads inside one REPEATABLE READ transaction, one client, which answers
 * one query at a time anyway; queries sent while another runs are deprecated by pg (refused from pg 9).
 */
async function inTurn<T extends readonly unknown[]>(...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}

interface TextRows {
  images: { product_id: number; path: string; width: number; height: number }[];
  pdfs: { product_id: number; id: number; name: string; path: string }[];
}

/** The image and PDF rows of the products of a slice, in page order. */
async function imageAndPdfRows(db: Reader, slice: Slice): Promise<TextRows> {
  const [images, pdfs] = await inTurn(
    () =>
      rows<TextRows['images'][number]>(
        db,
        sql`select product_id, path, width, height from product_images ${whereIn(slice, 'product_id')} order by product_id, sort_order, id`,
      ),
    () =>
      rows<TextRows['pdfs'][number]>(
        db,
        sql`select product_id, id, name, path from product_pdfs ${whereIn(slice, 'product_id')} order by product_id, id`,
      ),
  );
  return { images, pdfs };
}

/** The page texts of one product from its description, attributes, images and PDFs. */
function pageTexts(description: string, attributes: string, images: ProductImage[], pdfs: ProductPdf[]): PageTexts {
  return {
    descriptionJson: jsonText(description),
    attributesJson: pageAttributesJson(attributes),
    imagesJson: jsonText(images),
    pdfsJson: jsonText(pdfs),
  };
}

const imageOf = (i: TextRows['images'][number]): ProductImage => ({ path: i.path, width: i.width, height: i.height });
const pdfOf = (f: TextRows['pdfs'][number]): ProductPdf => ({ id: f.id, name: f.name, path: f.path });

/**
 * The page texts of products whose records were loaded without them, from PostgreSQL as it is now
 * (never older than the records); a product no longer in the table is missing from the answer.
 */
export async function pageTextsOf(db: Reader, ids: number[]): Promise<Map<number, PageTexts>> {
  const slice = { ids };
  const [products, found] = await inTurn(
    () =>
      rows<{ id: number; description: string; attributes: string }>(
        db,
        sql`select id, description, attributes::text as attributes from products ${whereIn(slice, 'id')}`,
      ),
    () => imageAndPdfRows(db, slice),
  );
  const imagesOf = byProduct(found.images, imageOf);
  const pdfsOf = byProduct(found.pdfs, pdfOf);
  return new Map(
    products.map((t) => [
      t.id,
      pageTexts(t.description, t.attributes, imagesOf.get(t.id) ?? [], pdfsOf.get(t.id) ?? []),
    ]),
  );
}

/**
 * One string for each of the many equal values of a column (delivery weeks, colours, sizes,
 * variant groups): the database's rows bring a new string each. Emptied when it grows large (a
 * column with many distinct values), so it never holds more than a bounded number of them.
 */
const interned = new Map<string, string>();
function intern(value: string | null): string | null {
  if (value === null) return null;
  const known = interned.get(value);
  if (known !== undefined) return known;
  if (interned.size >= 200_000) interned.clear();
  interned.set(value, value);
  return value;
}

async function loadSlice(db: Reader, slice: Slice, withTexts: boolean): Promise<ProductRecord[]> {
  const where = (column: string) => whereIn(slice, column);
  const products = await rows<{
    id: number;
    code: string;
    name: string;
    /** Only with the page texts. */
    description?: string;
    attributes?: string;
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
    rating_avg: number | null;
    rating_count: number;
    lexemes: string | null;
    name_lexemes: string | null;
  }>(
    db,
    sql`select p.id, p.code, p.name, ${withTexts ? sql`p.description, p.attributes::text as attributes,` : sql``}
            p.category_id, p.brand_id, p.shop_id, p.series_id, p.price_cents,
            p.lowest_price_30_days_cents as old_price_cents, p.tax_rate::int as tax_rate, p.stock, p.delivery_weeks, p.best_seller, p.is_light, p.variant_group,
            p.color_front, p.color_body, p.dimensions, p.rating_avg::float8 as rating_avg,
            p.rating_count, array_to_string(tsvector_to_array(p.search_tsv), ' ') as lexemes,
            array_to_string(tsvector_to_array(to_tsvector('german', p.name)), ' ') as name_lexemes
          from products p ${where('p.id')} and p.active`,
  );
  // One read after another: the loader's transaction is one client (see inTurn).
  const texts = withTexts ? await imageAndPdfRows(db, slice) : null;
  // Without the page texts only the first image (list cards) is read.
  const firstImages = withTexts
    ? null
    : await rows<{ product_id: number; path: string }>(
        db,
        sql`select distinct on (product_id) product_id, path from product_images ${where('product_id')}
              order by product_id, sort_order, id`,
      );
  const lights = await rows<{ product_id: number; light_id: number }>(
    db,
    sql`select product_id, light_id from product_lights ${where('product_id')} order by product_id, light_id`,
  );
  const imagesOf = texts ? byProduct(texts.images, imageOf) : new Map<number, ProductImage[]>();
  const pdfsOf = texts ? byProduct(texts.pdfs, pdfOf) : new Map<number, ProductPdf[]>();
  const firstImageOf = new Map(firstImages?.map((i) => [i.product_id, i.path]));
  const lightsOf = byProduct(lights, (l) => l.light_id);
  return runSliced(
    inSteps(products, (p) => {
      const productImages = imagesOf.get(p.id) ?? [];
      const image = texts ? (productImages[0]?.path ?? null) : (firstImageOf.get(p.id) ?? null);
      return withCards({
        id: p.id,
        code: p.code,
        name: p.name,
        categoryId: p.category_id,
        brandId: p.brand_id,
        shopId: p.shop_id,
        seriesId: p.series_id,
        priceCents: p.price_cents,
        oldPriceCents: p.old_price_cents,
        taxRate: p.tax_rate,
        stock: p.stock,
        deliveryWeeks: intern(p.delivery_weeks)!,
        bestSeller: p.best_seller,
        isLight: p.is_light,
        variantGroup: intern(p.variant_group),
        colorFront: intern(p.color_front),
        colorBody: intern(p.color_body),
        dimensions: intern(p.dimensions),
        ratingAvg: p.rating_avg,
        ratingCount: p.rating_count,
        image,
        nameJson: jsonText(p.name),
        imageJson: jsonText(image),
        texts: texts ? pageTexts(p.description!, p.attributes!, productImages, pdfsOf.get(p.id) ?? []) : null,
        lightIds: lightsOf.get(p.id) ?? NO_LIGHTS,
        lexemes: p.lexemes ?? '',
        nameLexemes: p.name_lexemes ?? '',
        seriesCardJson: '',
        listCardJson: '',
      });
    }),
  );
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

/** What loadPrices reads of a product: its price, reference price, stock and rating. */
export interface PriceRow {
  id: number;
  price_cents: number;
  old_price_cents: number | null;
  stock: number;
  rating_avg: number | null;
  rating_count: number;
}

/** The columns of a PriceRow, as `select … from products` names them. */
export const PRICE_COLUMNS = sql`id, price_cents, lowest_price_30_days_cents as old_price_cents, stock,
  rating_avg::float8 as rating_avg, rating_count`;

/**
 * Newer versions of products whose price, stock or rating changed and nothing else a record
 * holds (catalog_changes.content false, decision 146): those five numbers are read, the other
 * fields are the old record's (the same strings), and only the cards are written again. An
 * import chunk of price and stock rows then allocates its new cards instead of 5,000 whole
 * records. A product no longer active is not answered (gone).
 */
export async function loadPrices(db: Reader, olds: ProductRecord[]): Promise<ProductRecord[]> {
  if (!olds.length) return [];
  const found = await rows<PriceRow>(
    db,
    sql`select ${PRICE_COLUMNS} from products where id = any(${intArray(olds.map((p) => p.id))}) and active`,
  );
  return withPrices(olds, found);
}

/** The loaded records `olds` with the prices `found` read for them (a product not found is not answered: gone). */
export function withPrices(olds: ProductRecord[], found: PriceRow[]): Promise<ProductRecord[]> {
  const byId = new Map(olds.map((p) => [p.id, p]));
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
  const [categories, brands, shops, series, vocabulary] = await inTurn(
    () =>
      rows<{ id: number; parent_id: number | null; slug: string; name_de: string }>(
        db,
        // A deleted category (decision 152) is not in the shop.
        sql`select id, parent_id, slug, name_de from categories where deleted_at is null order by sort_order, id`,
      ),
    () => rows<{ id: number; name: string }>(db, sql`select id, name from brands order by name, id`),
    () =>
      rows<{ id: number; name: string; slug: string; warehouse_id: number; vendor_id: number }>(
        db,
        sql`select id, name, slug, warehouse_id, vendor_id from shops`,
      ),
    () =>
      rows<{ id: number; name: string; front_color: string; body_color: string }>(
        db,
        sql`select id, name, front_color, body_color from series`,
      ),
    () => rows<{ word: string }>(db, sql`select word from search_words`),
  );
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
