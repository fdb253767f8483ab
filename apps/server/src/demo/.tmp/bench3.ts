import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client.ts';
import { generateCatalog } from '../catalog.ts';
import { products } from '../../db/schema/catalog.ts';
import { insertBatched } from '../batch-insert.ts';
const database = openPostgres('postgres://postgres@127.0.0.1:5432/wohnwerk_demo_scratch');
const db = database.db;
await db.execute(sql`truncate products, product_images, product_pdfs, product_lights, ratings, wm_lines cascade`);
const cat = generateCatalog({ products: 50000, ids: { category: 0, brand: 0, shop: 0, series: 0, product: 1_000_000, pdf: 0 } });
for (const p of cat.products) { p.categoryId = 2; p.brandId = 1; p.shopId = 1; p.seriesId = 1; }
const idx = ((await db.execute(sql`select indexname, indexdef from pg_indexes where tablename='products' and indexname not like '%pkey'`)) as any).rows;
for (const mode of ['with', 'without-gin', 'without-all']) {
  await db.transaction(async (tx) => {
    const drop = mode === 'with' ? [] : idx.filter((i: any) => mode === 'without-all' || i.indexdef.includes('gin'));
    for (const i of drop) await tx.execute(sql.raw(`drop index ${i.indexname}`));
    let t = performance.now();
    await insertBatched(tx as any, products, cat.products);
    const ins = (performance.now() - t) / 1000;
    t = performance.now();
    for (const i of drop) await tx.execute(sql.raw(i.indexdef));
    console.log(mode, 'insert', ins.toFixed(1), 'index', ((performance.now() - t) / 1000).toFixed(1));
    tx.rollback();
  }).catch((e) => { if (!String(e).includes('Rollback')) throw e; });
}
await database.close();
