import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { productImports } from '../../db/schema/imports.ts';
import { changesOfInsert, changesOfUpdate, comparedColumns } from './import-history.queries.ts';

/** The statements of applying an import (imports.apply.ts runs them chunk by chunk). */

/** The products columns an import writes (fixed names: nothing from a file reaches the SQL text). */
const COLUMNS = [
  ['name', 'varchar'],
  ['description', 'text'],
  ['category_id', 'int'],
  ['brand_id', 'int'],
  ['shop_id', 'int'],
  ['series_id', 'int'],
  ['price_cents', 'int'],
  ['old_price_cents', 'int'],
  ['purchase_price_cents', 'int'],
  ['tax_rate', 'smallint'],
  ['stock', 'int'],
  ['delivery_weeks', 'varchar'],
  ['best_seller', 'boolean'],
  ['active', 'boolean'],
  ['variant_group', 'varchar'],
  ['color_front', 'varchar'],
  ['color_body', 'varchar'],
  ['dimensions', 'varchar'],
  ['ean', 'varchar'],
  ['cbm', 'numeric'],
  ['kg', 'numeric'],
  ['coli', 'smallint'],
] as const;

const staged = (c: string, type: string) => (type === 'numeric' ? `s.${c}::numeric` : `s.${c}`);
/** The new value of a column: the file's where it gave that column, else the stored one. */
const merged = COLUMNS.map(
  ([c, type]) => `case when '${c}' = any(s.fields) then ${staged(c, type)} else p.${c} end as ${c}`,
).join(',\n    ');
const names = COLUMNS.map(([c]) => c);

/**
 * search_text of the row `r` (with its code) and its names: the one function every writer calls (decision 166),
 * inlined by the planner into these set-based statements.
 */
const searchText = (r: string) =>
  `product_search_text(${r}.name, ${r}.code, c.name_de, pc.name_de, b.name, se.name, ${r}.description)`;
/** The names a search text is made of, for the row `r`. */
const namesOf = (r: string) => `join categories c on c.id = ${r}.category_id
  left join categories pc on pc.id = c.parent_id
  left join brands b on b.id = ${r}.brand_id
  left join series se on se.id = ${r}.series_id`;
/** File columns whose change changes the search text. */
const WORD_FIELDS = "array['name', 'description', 'category_id', 'brand_id', 'series_id']";

/**
 * Updates in one statement per chunk: each row's new values (the file's columns over the stored
 * ones) and its search text (new only when a column of it changed), written where anything differs.
 * A product deleted after the check is left as it is (a deleted product stays inactive, decision 152).
 */
const update = (columns: readonly string[]) => `with m as (
  select p.id, p.code, p.search_text as stored_search_text, s.fields, ${merged}
  from product_import_rows s join products p on p.id = s.product_id and p.deleted_at is null
  where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is not null
), n as (
  select m.*, case when m.fields && ${WORD_FIELDS} then ${searchText('m')} else m.stored_search_text end as search_text
  from m ${namesOf('m')}
), u as (
update products p set ${names.map((c) => `${c} = n.${c}`).join(', ')}, search_text = n.search_text
from n
where p.id = n.id and (${names.map((c) => `p.${c}`).join(', ')}, p.search_text)
  is distinct from (${names.map((c) => `n.${c}`).join(', ')}, n.search_text)
returning ${['p.id', ...comparedColumns(columns).map((c) => `p.${c}`)].join(', ')}
)
${changesOfUpdate('u', 'o', columns)}`;

/** New products with their search text and their creation in the product history, in one statement per chunk. */
const INSERT = `with created as (insert into products (code, ${names.join(', ')}, search_text)
select s.code, ${COLUMNS.map(([c, type]) => staged(c, type)).join(', ')}, ${searchText('s')}
from product_import_rows s ${namesOf('s')}
where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is null
on conflict (code) do nothing
returning id, code, name, price_cents, stock)
${changesOfInsert('created')}`;

/** Locks the import's row: one worker applies a chunk of it at a time. */
export async function lockImport(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`select id from product_imports where id = ${id} for update`);
}

/** The next chunk of staged rows (the lowest row numbers), and the columns they give (what the product history compares). */
export async function nextChunk(tx: Tx, id: string, chunkRows: number) {
  const [range] = await rows<{ from: number | null; to: number | null; n: number; fields: string[] | null }>(
    tx,
    sql`with c as (
          select row_no, fields from product_import_rows where import_id = ${id} order by row_no limit ${chunkRows})
        select min(row_no) as "from", max(row_no) as "to", count(*)::int as n,
          (select array_agg(distinct f) from c, unnest(c.fields) f) as fields
        from c`,
  );
  return range;
}

/** Writes a chunk: its updates and new products, then takes its rows off the staging table and counts them done. */
export async function applyChunk(
  tx: Tx,
  id: string,
  chunk: { from: number; to: number; n: number; fields: string[] },
): Promise<void> {
  const params = { import: id, from: chunk.from, to: chunk.to };
  await tx.execute(bind(update(chunk.fields), params));
  await tx.execute(bind(INSERT, params));
  await tx.execute(
    sql`delete from product_import_rows where import_id = ${id} and row_no between ${chunk.from} and ${chunk.to}`,
  );
  await tx
    .update(productImports)
    .set({ rowsDone: sql`least(${productImports.rowsTotal}, ${productImports.rowsDone} + ${chunk.n})` })
    .where(eq(productImports.id, id));
}

/** Fresh statistics: a file may have added a large share of the catalogue, and plans of later statements need to know. */
export async function analyzeProducts(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`analyze products`);
}

/** The statements above name their parameters {import}, {from} and {to}; each is bound, never spliced into the text. */
function bind(text: string, params: { import: string; from: number; to: number }) {
  const parts = text.split(/\{(import|from|to)\}/);
  let query = sql.raw(parts[0]);
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as keyof typeof params;
    const value = name === 'import' ? sql`${params.import}::uuid` : sql`${params[name]}::int`;
    query = sql`${query}${value}${sql.raw(parts[i + 1])}`;
  }
  return query;
}
