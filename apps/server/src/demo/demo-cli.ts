/**
 * `npm run demo -- --products 100000 [--reset]`: fills the configured database (DATABASE_URL, or
 * the embedded PGlite under DATA_DIR) with demo data of the given size, e.g. for benchmarks.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { resetDemoData } from './reset.ts';
import { DEFAULT_DEMO_PRODUCTS, seedDemo } from './seed.ts';

const usage = 'usage: npm run demo -- [--products N] [--reset]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
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
      ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] })
        .rows[0].n;
    const [productRows, userRows] = [await count('products'), await count('users')];
    if (productRows + userRows > 0) {
      if (!values.reset) {
        console.error(
          `The database already holds data (${productRows} products, ${userRows} users). Use --reset to replace it.`,
        );
        return 1;
      }
      const reset = await resetDemoData(db, createStorage(config), config.NODE_ENV);
      if ('refused' in reset) {
        console.error(reset.refused);
        return 1;
      }
      console.log(
        `reset: emptied the demo tables, removed ${reset.removedFiles} uploaded profile picture(s) of demo accounts`,
      );
      if (reset.failedFiles.length)
        console.error(`reset: could not remove ${reset.failedFiles.join(', ')} from the uploads`);
    }
    const target =
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pgdata`;
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
