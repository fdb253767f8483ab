import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * products.search_text is product_search_text() of the product's texts and names (db/functions/product_search_text.sql,
 * decision 166); these are the two ways a writer calls it. The import calls it in its own set-based statements
 * (imports-apply.queries.ts).
 */

/** The search text of one product being written, its category's, brand's and series' names looked up by id. */
export function searchTextOf(p: {
  name: string;
  code: string;
  categoryId: number;
  brandId?: number | null;
  seriesId?: number | null;
  description?: string | null;
}): SQL {
  return sql`(select product_search_text(${p.name}, ${p.code}, c.name_de, pc.name_de,
      (select b.name from brands b where b.id = ${p.brandId ?? null}), (select se.name from series se where se.id = ${p.seriesId ?? null}),
      ${p.description ?? null})
    from categories c left join categories pc on pc.id = c.parent_id where c.id = ${p.categoryId})`;
}

/** Writes search_text anew for the products `which` selects (a condition on `p`), where it differs: one statement. */
export async function refreshSearchText(db: Pick<Tx, 'execute'>, which: SQL): Promise<void> {
  await db.execute(sql`update products set search_text = t.text
    from (
      select p.id, product_search_text(p.name, p.code, c.name_de, pc.name_de, b.name, se.name, p.description) as text
      from products p
        join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id
        left join brands b on b.id = p.brand_id
        left join series se on se.id = p.series_id
      where ${which}
    ) t
    where t.id = products.id and products.search_text is distinct from t.text`);
}
