import { PassThrough, type Readable } from 'node:stream';
import { PRODUCT_COLUMNS, type ProductColumnKey, SELLER_PRODUCT_COLUMNS } from '@wohnwerk/contract/product-imports';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { allProducts, type ExportRow } from './product-export.queries.ts';

type Value = string | number | null;
const euro = (cents: number | null) => (cents === null ? null : cents / 100);

function valuesOf(p: ExportRow): Record<ProductColumnKey, Value> {
  return {
    code: p.code,
    name: p.name,
    category: p.category,
    shop: p.shop,
    brand: p.brand,
    series: p.series,
    price: euro(p.price_cents),
    old_price: euro(p.old_price_cents),
    purchase_price: euro(p.purchase_price_cents),
    stock: p.stock,
    delivery_weeks: p.delivery_weeks,
    tax: p.tax_rate,
    active: p.active ? 'ja' : 'nein',
    best_seller: p.best_seller ? 'ja' : 'nein',
    front_color: p.color_front,
    body_color: p.color_body,
    dimensions: p.dimensions,
    variant_group: p.variant_group,
    ean: p.ean,
    cbm: p.cbm,
    kg: p.kg,
    coli: p.coli,
    description: p.description,
  };
}

const moneyKeys = new Set<ProductColumnKey>(['price', 'old_price', 'purchase_price']);
const decimalKeys = new Set<ProductColumnKey>(['cbm', 'kg']);

/** A number as German Excel writes it in a CSV: decimal comma, no thousands separator (1234,56). */
function germanNumber(key: ProductColumnKey, v: Value): string {
  if (v === null) return '';
  if (typeof v !== 'number') return v;
  if (moneyKeys.has(key)) return v.toFixed(2).replace('.', ',');
  if (decimalKeys.has(key)) return String(v).replace('.', ',');
  return String(v);
}

/** The columns of an export: a seller's leaves out Bestseller, which their import does not read (decision 172). */
const columnsFor = (sellerId: number | null) => (sellerId === null ? PRODUCT_COLUMNS : SELLER_PRODUCT_COLUMNS);

/**
 * The CSV export: as German Excel opens and saves it (lib/csv.ts: UTF-8 with a byte order mark,
 * ";" between columns, texts that would be formulas neutralised) with decimal commas, streamed
 * page by page.
 */
export function productsCsv(db: Db, sellerId: number | null = null): Readable {
  const out = spreadsheetCsv();
  const columns = columnsFor(sellerId);
  (async () => {
    out.write(columns.map((c) => c.header));
    for await (const page of allProducts(db, sellerId)) {
      for (const p of page) {
        const v = valuesOf(p);
        // Backpressure: wait when the client reads slower than the database answers.
        if (!out.write(columns.map((c) => germanNumber(c.key, v[c.key])))) {
          await new Promise((resolve) => out.once('drain', resolve));
        }
      }
    }
    out.end();
  })().catch((err) => out.destroy(err));
  return out;
}

/** The XLSX export through exceljs's streaming writer: numbers stay numbers (euro formatted), text stays text. */
export function productsXlsx(db: Db, sellerId: number | null = null): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Artikel');
  sheet.columns = columnsFor(sellerId).map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'name' || c.key === 'description' ? 40 : 16,
    style: moneyKeys.has(c.key) ? { numFmt: '#,##0.00' } : c.key === 'ean' ? { numFmt: '@' } : {},
  }));
  (async () => {
    for await (const page of allProducts(db, sellerId)) {
      for (const p of page) sheet.addRow(valuesOf(p)).commit();
      // Let the written rows leave before the next page is read.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
