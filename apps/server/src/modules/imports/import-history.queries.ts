/**
 * The product history of an import chunk (docs/decisions/150), as SQL text the apply statements
 * end with: one INSERT … SELECT per chunk, never one statement per row. Values are written as the
 * product form records them (catalog-audit.ts): the form's field names, prices in euro, numbers
 * and flags printed, so the history reads the same whichever way a product changed.
 */

/** products column → the form's field and how its value is printed (`v` stands for the value). */
const FIELDS: [column: string, field: string, text: string][] = [
  ['name', 'name', '{v}'],
  ['description', 'description', '{v}'],
  ['category_id', 'category_id', '{v}::text'],
  ['brand_id', 'brand_id', '{v}::text'],
  ['shop_id', 'shop_id', '{v}::text'],
  ['series_id', 'series_id', '{v}::text'],
  ['price_cents', 'price', 'trim_scale({v} / 100.0)::text'],
  ['old_price_cents', 'old_price', 'trim_scale({v} / 100.0)::text'],
  ['purchase_price_cents', 'purchase_price', 'trim_scale({v} / 100.0)::text'],
  ['tax_rate', 'tax', '{v}::text'],
  ['stock', 'stock', '{v}::text'],
  ['delivery_weeks', 'delivery_weeks', '{v}'],
  ['best_seller', 'best_seller', '{v}::text'],
  ['active', 'active', '{v}::text'],
  ['variant_group', 'variant_group', '{v}'],
  ['color_front', 'front_color', '{v}'],
  ['color_body', 'body_color', '{v}'],
  ['dimensions', 'dimensions', '{v}'],
  ['ean', 'ean', '{v}'],
  ['cbm', 'cbm', 'trim_scale({v}::numeric)::text'],
  ['kg', 'kg', 'trim_scale({v}::numeric)::text'],
  ['coli', 'coli', '{v}::text'],
];
/** The fields a creation records: what the list shows of a product (not all 22: a 100,000-row file would write 2.2 million rows). */
const CREATED = ['code', 'name', 'price_cents', 'stock'];

const printed = (text: string, value: string) => text.replaceAll('{v}', value);
/**
 * Who applied the import is read through import_id (catalog-audit.ts), not written in user_id: its
 * foreign key check per history row cost a stock file's apply about a tenth more (decision 150).
 */
const IMPORTED = `'product', 'import', {import}`;
const TARGET = 'insert into catalog_audit (entity, source, import_id, entity_id, field, before, after)';

/** The products columns of the history that a chunk whose file rows give `columns` can change. */
export const comparedColumns = (columns: readonly string[]) =>
  FIELDS.filter(([column]) => columns.includes(column)).map(([column]) => column);

/**
 * Field changes of the products an UPDATE … RETURNING id, <comparedColumns> changed (`updated`,
 * the new values), old values from `old`: the products table as the statement began (a
 * data-modifying CTE's main query sees the rows before the update). Only the columns the chunk's
 * file rows give are compared: a stock-and-price file compares two values per product, not 22.
 */
export function changesOfUpdate(updated: string, old: string, columns: readonly string[]): string {
  const compared = FIELDS.filter(([column]) => columns.includes(column));
  if (compared.length === 0) return `select 1`;
  return `${TARGET}
select ${IMPORTED}, ${old}.id, c.field, c.before, c.after
from ${updated} join products ${old} on ${old}.id = ${updated}.id
  cross join lateral (values ${compared
    .map(
      ([column, field, text]) =>
        `('${field}', ${printed(text, `${old}.${column}`)}, ${printed(text, `${updated}.${column}`)})`,
    )
    .join(',\n    ')}) c(field, before, after)
where c.before is distinct from c.after`;
}

/** The creation of the products an INSERT … RETURNING id, code, name, price_cents, stock made (`created`). */
export const changesOfInsert = (created: string) => `${TARGET}
select ${IMPORTED}, ${created}.id, c.field, null, c.after
from ${created}
  cross join lateral (values ${CREATED.map((column) => {
    const [, field, text] = FIELDS.find(([c]) => c === column) ?? [column, column, '{v}'];
    return `('${field}', ${printed(text, `${created}.${column}`)})`;
  }).join(', ')}) c(field, after)
where c.after is not null`;
