/**
 * `npm run demo -- --products 100000 [--reset]`: fills the configured database (DATABASE_URL, or
 * the embedded PGlite under DATA_DIR) with demo data of the given size, e.g. for benchmarks.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { resetRefusal } from './reset-guard.ts';
import { DEFAULT_DEMO_PRODUCTS, seedDemo } from './seed.ts';

/** Everything the demo writes; CASCADE also empties tables that point at them (orders, tokens, …). */
export const demoTables = [
  'users',
  'categories',
  'brands',
  'shops',
  'series',
  'products',
  'product_images',
  'product_pdfs',
  'product_lights',
  'ratings',
  'homepage_texts',
  'content_pages',
  'postal_services',
  'fdimm_sets',
  'coupons',
  'work_orders',
  'wm_documents',
  'wm_lines',
  'scan_events',
  'day_tasks',
  'day_notes',
  'day_ratings',
  'fast_tasks',
  'weekly_tasks',
  'user_comments',
];

const usage = 'usage: npm run demo -- [--products N] [--reset]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const products = values.products === undefined ? DEFAULT_DEMO_PRODUCTS : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
    console.error(`--products must be a whole number from 1 to 5000000\n${usage}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    const db = database.db;
    const count = async (table: string) =>
      ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n;
    const [productRows, userRows] = [await count('products'), await count('users')];
    if (productRows + userRows > 0) {
      if (!values.reset) {
        console.error(`The database already holds data (${productRows} products, ${userRows} users). Use --reset to replace it.`);
        return 1;
      }
      const refusal = await resetRefusal(db, config.NODE_ENV);
      if (refusal) {
        console.error(refusal);
        return 1;
      }
      console.log('reset: emptying the demo tables');
      await db.execute(sql.raw(`truncate ${demoTables.join(', ')} restart identity cascade`));
    }
    const target = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pgdata`;
    console.log(`seeding ${products} products into ${target}`);
    const started = performance.now();
    await seedDemo(db, { products, log: (m) => console.log(`  ${m}`) });
    // Fresh statistics for sensible plans, and a fresh visibility map so index-only scans
    // (the listing cover index) need not visit the table after a bulk load.
    await db.execute(sql`vacuum analyze`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((err) => {
  console.error(err);
  return 1;
});
