import { PRODUCT_COLUMNS, type ProductColumnKey, importMessages } from '@wohnwerk/contract/product-imports';
import { type ProductBody, productBodySchema, REQUIRED } from '@wohnwerk/contract/admin-catalog';
import { parseEuro, tidyEuroInput } from '@wohnwerk/contract/euro';
import { inputGuardTexts } from '@wohnwerk/contract/input-guard';
import { refusedTexts } from '../../plugins/input-guard.ts';
import type { Cell } from './imports.reader.ts';
import { bodyOf, type ProductValues, type StoredProduct, valuesOf } from '../admin-catalog/product-columns.ts';

/** A stored product; `deleted` when staff deleted it (decision 152): a file row cannot change it. */
export type ExistingProduct = StoredProduct & { id: number; deleted?: boolean };
type ProductColumn = keyof ProductValues;

/** File column → products column, in the file's order. */
const columnOf: Record<ProductColumnKey, ProductColumn> = {
  code: 'code',
  name: 'name',
  category: 'category_id',
  shop: 'shop_id',
  brand: 'brand_id',
  series: 'series_id',
  price: 'price_cents',
  old_price: 'old_price_cents',
  purchase_price: 'purchase_price_cents',
  stock: 'stock',
  delivery_weeks: 'delivery_weeks',
  tax: 'tax_rate',
  active: 'active',
  best_seller: 'best_seller',
  front_color: 'color_front',
  body_color: 'color_body',
  dimensions: 'dimensions',
  variant_group: 'variant_group',
  ean: 'ean',
  cbm: 'cbm',
  kg: 'kg',
  coli: 'coli',
  description: 'description',
};

/** The product form's body field of each file column (the admin form's schema checks both). */
const bodyKeyOf: Record<ProductColumnKey, keyof ProductBody> = {
  code: 'code',
  name: 'name',
  category: 'category_id',
  shop: 'shop_id',
  brand: 'brand_id',
  series: 'series_id',
  price: 'price',
  old_price: 'old_price',
  purchase_price: 'purchase_price',
  stock: 'stock',
  delivery_weeks: 'delivery_weeks',
  tax: 'tax',
  active: 'active',
  best_seller: 'best_seller',
  front_color: 'front_color',
  body_color: 'body_color',
  dimensions: 'dimensions',
  variant_group: 'variant_group',
  ean: 'ean',
  cbm: 'cbm',
  kg: 'kg',
  coli: 'coli',
  description: 'description',
};
const headerOfBodyKey = new Map<string, string>(PRODUCT_COLUMNS.map((c) => [bodyKeyOf[c.key], c.header]));
const keyOfHeader = new Map<string, ProductColumnKey>(PRODUCT_COLUMNS.map((c) => [c.header.toLowerCase(), c.key]));

/** Which file column each cell position holds; unknown headers are left out. */
export function headerLayout(cells: Cell[]): (ProductColumnKey | null)[] {
  return cells.map(
    (c) =>
      keyOfHeader.get(
        String(c ?? '')
          .trim()
          .toLowerCase(),
      ) ?? null,
  );
}

export interface Refs {
  categories: Map<string, number>;
  shops: Map<string, number>;
  brands: Map<string, number>;
  series: Map<string, number>;
  /** A seller's import (decision 172): the shops a row may name; null for staff (every shop). */
  ownShops: Set<number> | null;
}

export interface RowError {
  column: string;
  message: string;
}
export type CheckedRow =
  | { ok: true; values: ProductValues; fields: ProductColumn[]; action: 'create' | 'update' | 'unchanged' }
  | { ok: false; errors: RowError[] };

const text = (cell: Cell): string =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/** A flag cell: true or false, null when empty, undefined when it is neither. */
function yesNo(cell: Cell): boolean | null | undefined {
  if (typeof cell === 'boolean') return cell;
  const t = text(cell).toLowerCase();
  if (t === '') return null;
  if (['ja', 'j', 'yes', 'true', '1', 'x', 'wahr'].includes(t)) return true;
  if (['nein', 'n', 'no', 'false', '0', 'falsch'].includes(t)) return false;
  return undefined;
}

const refColumns = {
  category: ['categories', importMessages.unknownCategory],
  shop: ['shops', importMessages.unknownShop],
  brand: ['brands', importMessages.unknownBrand],
  series: ['series', importMessages.unknownSeries],
} as const;

const moneyKeys = new Set<ProductColumnKey>(['price', 'old_price', 'purchase_price']);
const amountKeys = new Set<ProductColumnKey>([...moneyKeys, 'cbm', 'kg']);
const OLD_PRICE_ABOVE = 'Der alte Preis muss über dem Preis liegen.';
type FieldSchema = {
  safeParse(
    v: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
};
const fieldSchemas = (productBodySchema as unknown as { shape: Record<string, FieldSchema> }).shape;

/** The cell as the product form would send it (a minus sign kept, so a negative amount is told as such). */
function formValue(key: ProductColumnKey, cell: Cell): unknown {
  if (amountKeys.has(key)) {
    if (typeof cell === 'number') return cell;
    // A spreadsheet's "1 234,56 €" is tidied as the forms tidy typing; the amount is then read strictly (euro.ts).
    const t = moneyKeys.has(key) ? tidyEuroInput(text(cell)) : text(cell);
    const negative = /^-\s*\d/.exec(t) ? parseEuro(t.replace(/^-\s*/, '')) : undefined;
    return negative !== undefined && !Number.isNaN(negative) ? -negative : t;
  }
  return text(cell);
}

/**
 * The input guard the product form passes through (plugins/input-guard.ts, decision 013) over
 * the row's texts as they would be stored: control characters are refused in every column, line
 * breaks in the one-line ones (Name); the description keeps its line breaks as in the form.
 */
function refusedCells(layout: (ProductColumnKey | null)[], cells: Cell[]): RowError[] {
  const texts: Record<string, string> = {};
  layout.forEach((key, i) => {
    const cell = cells[i];
    if (key && !(bodyKeyOf[key] in texts) && typeof cell === 'string') texts[bodyKeyOf[key]] = cell.trim();
  });
  return refusedTexts(texts).map(([field, problem]) => ({
    column: headerOfBodyKey.get(field) ?? field,
    message: inputGuardTexts.de[problem],
  }));
}

/**
 * A name column's id and its error: an unknown name (unless the cell was refused already) or a shop not the
 * seller's. An unknown name gets the stand-in 1, which keeps the schema checking the row's other columns.
 */
function refValue(
  key: keyof typeof refColumns,
  cell: Cell | null,
  refs: Refs,
  refusedAlready: boolean,
): { id: number | null; error?: string } {
  const [table, unknown] = refColumns[key];
  const name = text(cell).toLowerCase();
  const id = name === '' ? null : refs[table].get(name);
  if (id === undefined) return { id: 1, error: refusedAlready ? undefined : unknown };
  if (key === 'shop' && id && refs.ownShops && !refs.ownShops.has(id)) return { id, error: importMessages.foreignShop };
  return { id };
}

/**
 * One file row checked with the product form's own schema (admin-catalog contract). A new
 * product is checked whole; an update checks the columns the file gives, over the product as
 * stored (so an old flaw in a column the file leaves alone does not block a price update).
 * Every problem of the row is reported, each under the file's column name.
 */
export function checkRow(
  layout: (ProductColumnKey | null)[],
  cells: Cell[],
  existing: ExistingProduct | undefined,
  refs: Refs,
): CheckedRow {
  const errors: RowError[] = refusedCells(layout, cells);
  const refused = new Set(errors.map((e) => e.column));
  const headerOf = (key: ProductColumnKey) => PRODUCT_COLUMNS.find((c) => c.key === key)!.header;
  const given: ProductColumnKey[] = [];
  const input: Record<string, unknown> = {};
  const seen = new Set<ProductColumnKey>();
  layout.forEach((key, i) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const cell = cells[i] ?? null;
    if (key in refColumns) {
      const { id, error } = refValue(key as keyof typeof refColumns, cell, refs, refused.has(headerOf(key)));
      if (error) errors.push({ column: headerOf(key), message: error });
      input[bodyKeyOf[key]] = id;
    } else if (key === 'active' || key === 'best_seller') {
      const flag = yesNo(cell);
      if (flag === undefined && !refused.has(headerOf(key)))
        errors.push({ column: headerOf(key), message: importMessages.yesNo });
      // An empty cell leaves a product's flag as it is; a new product gets "nein" (shown only once a file says so).
      if (flag === null && existing) return;
      input[bodyKeyOf[key]] = flag ?? false;
    } else {
      input[bodyKeyOf[key]] = formValue(key, cell);
    }
    given.push(key);
  });
  const failed = new Set(errors.map((e) => e.column));
  const add = (column: string, message: string) => {
    if (!errors.some((e) => e.column === column && e.message === message)) errors.push({ column, message });
  };

  if (!existing) {
    const parsed = productBodySchema.safeParse({ ...input, lightning: [] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const column = headerOfBodyKey.get(key) ?? key;
        if (failed.has(column)) continue;
        add(column, issue.message === REQUIRED ? importMessages.required : issue.message);
      }
    }
    if (errors.length || !parsed.success) return { ok: false, errors };
    const values = valuesOf(parsed.data);
    return { ok: true, values, fields: Object.keys(values) as ProductColumn[], action: 'create' };
  }

  const merged: Record<string, unknown> = bodyOf(existing, []);
  for (const key of given) {
    const bodyKey = bodyKeyOf[key];
    if (failed.has(headerOf(key))) continue;
    const result = fieldSchemas[bodyKey].safeParse(input[bodyKey]);
    if (result.success) merged[bodyKey] = result.data;
    else add(headerOf(key), result.error.issues[0]?.message ?? importMessages.unreadable);
  }
  const price = merged.price as number;
  const oldPrice = merged.old_price as number | null;
  if ((given.includes('price') || given.includes('old_price')) && oldPrice !== null && oldPrice <= price)
    add(headerOf(given.includes('old_price') ? 'old_price' : 'price'), OLD_PRICE_ABOVE);
  if (errors.length) return { ok: false, errors };
  const values = valuesOf(merged as unknown as ProductBody);
  const fields = given.map((k) => columnOf[k]).filter((c) => c !== 'code');
  const same = fields.every((f) => values[f] === existing[f]);
  return { ok: true, values, fields, action: same ? 'unchanged' : 'update' };
}
