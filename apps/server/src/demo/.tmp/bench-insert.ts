import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client.ts';
import { generateCatalog } from '../catalog.ts';
import { products } from '../../db/schema/catalog.ts';
import { insertBatched } from '../batch-insert.ts';
const database = openPostgres('postgres://postgres@127.0.0.1:5432/wohnwerk_demo_scratch');
const db = database.db;
const cat = generateCatalog({ products: 20000, ids: { category: 0, brand: 0, shop: 0, series: 0, product: 1_000_000, pdf: 0 } });
for (const p of cat.products) { p.categoryId = 2; p.brandId = 1; p.shopId = 1; p.seriesId = 1; p.code = 'X' + p.code; }
for (const mode of ['with', 'without']) {
  await db.transaction(async (tx) => {
    if (mode === 'without') { await tx.execute(sql`drop index products_search_tsv_idx`); await tx.execute(sql`drop index products_search_trgm_idx`); }
    let t = performance.now();
    await insertBatched(tx as any, products, cat.products, 500);
    console.log(mode, 'insert', ((performance.now() - t) / 1000).toFixed(1));
    t = performance.now();
    if (mode === 'without') {
      await tx.execute(sql.raw(`CREATE INDEX "products_search_tsv_idx" ON "products" USING gin ("search_tsv")`));
      await tx.execute(sql.raw(`CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops)`));
      console.log(mode, 'index', ((performance.now() - t) / 1000).toFixed(1));
    }
    tx.rollback();
  }).catch((e) => { if (!String(e).includes('Rollback')) throw e; });
}
await database.close();
