import { eq, type SQL, sql } from 'drizzle-orm';
import { importMessages } from '@wohnwerk/contract/product-imports';
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
/** The new value of each column: the file's where its row gave that column, else the stored one. */
const merged = (columns: readonly (typeof COLUMNS)[number][]) =>
  columns
    .map(([c, type]) => `case when '${c}' = any(s.fields) then ${staged(c, type)} else p.${c} end as ${c}`)
    .join(',\n    ');
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
const WORD_COLUMNS = ['name', 'description', 'category_id', 'brand_id', 'series_id'];
const WORD_FIELDS = `array[${WORD_COLUMNS.map((c) => `'${c}'`).join(', ')}]`;
/**
 * Whether the shop id `shop` is the import's seller's (decision 172): a seller's import, checked at the dry run,
 * is checked again as it is applied, since staff may give a shop to another seller in between; true for staff.
 */
const ownShop = (shop: string) =>
  `({seller} is null or ${shop} in (select sc.id from shops sc where sc.seller_id = {seller}))`;

/**
 * Updates in one statement per chunk: each row's new values (the file's columns over the stored
 * ones) and its search text (new only when a column of it changed), written where anything differs.
 * Only the columns the chunk's rows give are read, set and compared (`columns`): a stock-and-price file
 * sets two columns, so the per-row triggers on other columns (the search lexemes) do not fire and its
 * names are not joined. A product deleted after the check is left as it is (a deleted product stays
 * inactive, decision 152).
 */
const update = (columns: readonly string[]) => {
  const written = COLUMNS.filter(([c]) => columns.includes(c));
  const words = WORD_COLUMNS.some((c) => columns.includes(c));
  // What the new row is compared with and made of: the written columns, the search text's names, the shop checked.
  const read = COLUMNS.filter(([c]) => columns.includes(c) || (words && WORD_COLUMNS.includes(c)) || c === 'shop_id');
  const set = [...written.map(([c]) => c), ...(words ? ['search_text'] : [])];
  if (set.length === 0) return 'select 1';
  return `with m as (
  select p.id, p.code, p.search_text as stored_search_text, s.fields, ${merged(read)}
  from product_import_rows s join products p on p.id = s.product_id and p.deleted_at is null
  where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is not null
    and ${ownShop('p.shop_id')}
), n as (${
    words
      ? `
  select m.*, case when m.fields && ${WORD_FIELDS} then ${searchText('m')} else m.stored_search_text end as search_text
  from m ${namesOf('m')}`
      : ' select m.* from m'
  }
), u as (
update products p set ${set.map((c) => `${c} = n.${c}`).join(', ')}
from n
where p.id = n.id and ${ownShop('n.shop_id')} and (${set.map((c) => `p.${c}`).join(', ')})
  is distinct from (${set.map((c) => `n.${c}`).join(', ')})
returning ${['p.id', ...comparedColumns(columns).map((c) => `p.${c}`)].join(', ')}
)
${changesOfUpdate('u', 'o', columns)}`;
};

/**
 * New products with their search text and their creation in the product history, in one statement per chunk. A row
 * whose Artikelnummer was taken after the dry run (or, for a seller, whose shop is no longer theirs) creates nothing
 * and becomes a row error of the import: the statement answers how many.
 */
const INSERT = `with created as (insert into products (code, ${names.join(', ')}, search_text)
select s.code, ${COLUMNS.map(([c, type]) => staged(c, type)).join(', ')}, ${searchText('s')}
from product_import_rows s ${namesOf('s')}
where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is null
  and ${ownShop('s.shop_id')}
on conflict (code) do nothing
returning id, code, name, price_cents, stock),
history as (${changesOfInsert('created')}),
missed as (insert into product_import_errors (import_id, row_no, "column", message, code, value)
select s.import_id, s.row_no, 'Artikelnummer',
  case when ${ownShop('s.shop_id')} then {taken} else {foreign} end, s.code, s.code
from product_import_rows s
where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is null
  and not exists (select 1 from created c where c.code = s.code)
returning row_no)
select count(*)::int as n from missed`;

/**
 * The chunk's updates the apply left out because the catalogue changed after the dry run: the product was deleted
 * meanwhile (decision 152: it stays as it is), or for a seller its shop, or the shop the row moves it to, is no
 * longer theirs. Each becomes a row error of the import instead of a silent skip; the statement answers how many.
 * Run after the update: a product it wrote is the seller's and not deleted, so it is never reported.
 */
const LEFT_OUT = `with missed as (insert into product_import_errors (import_id, row_no, "column", message, code, value)
select s.import_id, s.row_no, 'Artikelnummer',
  case when p.id is null or p.deleted_at is not null then {deleted} else {foreign} end, s.code, s.code
from product_import_rows s left join products p on p.id = s.product_id
where s.import_id = {import} and s.row_no between {from} and {to} and s.product_id is not null
  and (p.id is null or p.deleted_at is not null or not ${ownShop('p.shop_id')}
    or ('shop_id' = any(s.fields) and not ${ownShop('s.shop_id')}))
returning row_no)
select count(*)::int as n from missed`;

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

/**
 * Writes a chunk: its updates and new products, then takes its rows off the staging table and counts them done.
 * Rows the catalogue's changes since the dry run left out are moved from created/updated to the rows with errors.
 */
export async function applyChunk(
  tx: Tx,
  id: string,
  chunk: { from: number; to: number; n: number; fields: string[]; sellerId: number | null },
): Promise<void> {
  const params = { import: id, from: chunk.from, to: chunk.to, seller: chunk.sellerId };
  // The products triggers see the chunk's rows before and after (transition tables, whole rows): with the default
  // 4 MB they were written to temporary files and read back for each trigger.
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(bind(update(chunk.fields), params));
  const [notUpdated] = await rows<{ n: number }>(tx, bind(LEFT_OUT, params));
  const [notCreated] = await rows<{ n: number }>(tx, bind(INSERT, params));
  const missed = { updated: notUpdated?.n ?? 0, created: notCreated?.n ?? 0 };
  await tx.execute(
    sql`delete from product_import_rows where import_id = ${id} and row_no between ${chunk.from} and ${chunk.to}`,
  );
  await tx
    .update(productImports)
    .set({
      rowsDone: sql`least(${productImports.rowsTotal}, ${productImports.rowsDone} + ${chunk.n})`,
      ...(missed.updated + missed.created > 0
        ? {
            created: sql`greatest(0, ${productImports.created} - ${missed.created})`,
            updated: sql`greatest(0, ${productImports.updated} - ${missed.updated})`,
            errorCount: sql`${productImports.errorCount} + ${missed.updated + missed.created}`,
            // A staged row had no errors at the dry run: each left out is a new row with errors.
            errorRows: sql`${productImports.errorRows} + ${missed.updated + missed.created}`,
          }
        : {}),
    })
    .where(eq(productImports.id, id));
}

/** Fresh statistics: a file may have added a large share of the catalogue, and plans of later statements need to know. */
export async function analyzeProducts(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`analyze products`);
}

/** The messages of the rows the apply leaves out (German, as the dry run's). */
const MESSAGES = {
  deleted: importMessages.deletedSinceCheck,
  taken: importMessages.takenSinceCheck,
  foreign: importMessages.foreignSinceCheck,
} as const;

/**
 * The statements above name their parameters {import}, {from}, {to}, {seller} and the messages {deleted}, {taken},
 * {foreign}; each is bound, never spliced into the text.
 */
function bind(text: string, params: { import: string; from: number; to: number; seller: number | null }) {
  const parts = text.split(/\{(import|from|to|seller|deleted|taken|foreign)\}/);
  let query: SQL = sql.raw(parts[0]);
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as keyof typeof params | keyof typeof MESSAGES;
    const value =
      name === 'import'
        ? sql`${params.import}::uuid`
        : name in MESSAGES
          ? sql`${MESSAGES[name as keyof typeof MESSAGES]}::text`
          : sql`${params[name as 'from' | 'to' | 'seller']}::int`;
    query = sql`${query}${value}${sql.raw(parts[i + 1])}`;
  }
  return query;
}
