import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findImport, moveStatus } from './imports.queries.ts';

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

const UPDATE = `with n as (
  select p.id, ${merged}
  from product_import_rows s join products p on p.id = s.product_id
  where s.import_id = {import} and s.product_id is not null
)
update products p set ${names.map((c) => `${c} = n.${c}`).join(', ')}
from n
where p.id = n.id and (${names.map((c) => `p.${c}`).join(', ')}) is distinct from (${names.map((c) => `n.${c}`).join(', ')})`;

const INSERT = `insert into products (code, ${names.join(', ')})
select s.code, ${COLUMNS.map(([c, type]) => staged(c, type)).join(', ')}
from product_import_rows s
where s.import_id = {import} and s.product_id is null
on conflict (code) do nothing`;

/** search_text as productSearchText writes it (catalog.search.ts), for the rows whose words may have changed. */
const SEARCH_TEXT = `with t as (
  select p.id, lower(btrim(regexp_replace(concat_ws(' ', p.name, p.code, c.name_de, pc.name_de, b.name, se.name,
      regexp_replace(p.description, '<[^>]*>', ' ', 'g')), '\\s+', ' ', 'g'))) as search_text
  from product_import_rows s
  join products p on p.code = s.code
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id
  left join brands b on b.id = p.brand_id
  left join series se on se.id = p.series_id
  where s.import_id = {import}
    and (s.product_id is null or s.fields && array['name', 'description', 'category_id', 'brand_id', 'series_id'])
)
update products p set search_text = t.search_text from t
where p.id = t.id and p.search_text is distinct from t.search_text`;

/**
 * Applies the checked rows in one transaction: every row or none, and the import's status moves
 * to applied in the same commit, so a second apply (or a job run again after a restart) finds
 * it applied and changes nothing. Price changes reach the price history through the products
 * triggers, the storefront through the catalogue change feed.
 */
export async function applyImport(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from product_imports where id = ${id} for update`);
    const current = await findImport(tx, id);
    if (current?.status !== 'applying') return false;
    await tx.execute(bind(UPDATE, id));
    await tx.execute(bind(INSERT, id));
    await tx.execute(bind(SEARCH_TEXT, id));
    await tx.execute(sql`delete from product_import_rows where import_id = ${id}`);
    await moveStatus(tx, id, ['applying'], 'applied', { appliedAt: new Date() });
    return true;
  });
}

/** The statements above name the import as {import}; it is bound as a parameter. */
function bind(text: string, id: string) {
  const [before, ...rest] = text.split('{import}');
  return rest.reduce((acc, part) => sql`${acc}${id}::uuid${sql.raw(part)}`, sql.raw(before));
}
