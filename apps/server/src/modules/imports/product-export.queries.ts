import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';

/** The statement of the product export (product-export.ts writes the files). */

const PAGE = 2000;

export interface ExportRow {
  id: number;
  code: string;
  name: string;
  category: string;
  shop: string;
  brand: string | null;
  series: string | null;
  price_cents: number;
  old_price_cents: number | null;
  purchase_price_cents: number | null;
  stock: number;
  delivery_weeks: string;
  tax_rate: number;
  active: boolean;
  best_seller: boolean;
  color_front: string | null;
  color_body: string | null;
  dimensions: string | null;
  variant_group: string | null;
  ean: string | null;
  cbm: number | null;
  kg: number | null;
  coli: number | null;
  description: string;
}

/**
 * Every product but the deleted ones (decision 152) in id order, a page at a time (keyset paging: no page re-reads
 * the ones before); with a seller's id only the products of that seller's shops (decision 172).
 */
export async function* allProducts(db: Db, sellerId: number | null = null): AsyncGenerator<ExportRow[]> {
  let after = 0;
  while (true) {
    const page = await rows<ExportRow>(
      db,
      sql`select p.id, p.code, p.name, c.slug as category, s.slug as shop, b.slug as brand, se.name as series,
            p.price_cents, p.old_price_cents, p.purchase_price_cents, p.stock, p.delivery_weeks, p.tax_rate, p.active,
            p.best_seller, p.color_front, p.color_body, p.dimensions, p.variant_group, p.ean, p.cbm::float8 as cbm,
            p.kg::float8 as kg, p.coli, p.description
          from products p
          join categories c on c.id = p.category_id
          join shops s on s.id = p.shop_id
          left join brands b on b.id = p.brand_id
          left join series se on se.id = p.series_id
          where p.id > ${after} and p.deleted_at is null and (${sellerId}::int is null or s.seller_id = ${sellerId}::int)
          order by p.id limit ${PAGE}`,
    );
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
  }
}
