import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshSearchText } from '../db/product-search-text.ts';
import {
  brands,
  categories,
  contentPages,
  homepageTexts,
  productImages,
  productLights,
  productPdfs,
  products,
  series,
  shops,
} from '../db/schema/catalog.ts';
import { coupons } from '../db/schema/coupons.ts';
import { orderItems, orders, withdrawals } from '../db/schema/orders.ts';
import { generateDemoOrders, writeDemoOrderRecords } from './orders.ts';
import { dayNotes, dayRatings, dayTasks, fastTasks, userComments, weeklyTasks } from '../db/schema/daysheet.ts';
import { ratings } from '../db/schema/ratings.ts';
import { fdimmSets, postalServices } from '../db/schema/pricing.ts';
import { users } from '../db/schema/users.ts';
import { scanEvents, wmDocuments, wmLines, workOrders } from '../db/schema/warehouse.ts';
import { insertBatched } from './batch-insert.ts';
import { seedDemoClicks } from './clicks.ts';
import { generateCatalog } from './catalog.ts';
import { backdatePriceHistory } from './price-history.ts';
import { contentPageRows, homepageTextRows } from './content.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { seedPeople } from './people.ts';
import { generateRatings } from './ratings.ts';
import { couponRows, fdimmSetRows, postalServiceRows } from './staff.ts';
import { generateDaySheets } from './staff-daysheet.ts';
import { generateWarehouse } from './staff-warehouse.ts';
import { demoAccounts, seedUsers } from './users.ts';
import { seedSellers } from './sellers.ts';
import { sellerShopsStocked } from './seller-orders.ts';
import { seedSellerStatements } from './seller-statements.ts';

export { demoAccounts } from './users.ts';

export const DEFAULT_DEMO_PRODUCTS = 300;

export interface SeedOptions {
  /** Number of products; 300 by default. */
  products?: number;
  /** The moment the demo is built around (ratings, day sheets, coupons); now by default. */
  now?: Date;
  /** Progress lines for the CLI. */
  log?: (message: string) => void;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** Tables whose ids the generator assigns itself (links and media paths need them before insert). */
const explicitIdTables = [
  'orders',
  'categories',
  'brands',
  'shops',
  'series',
  'products',
  'product_pdfs',
  'work_orders',
  'wm_documents',
  'wm_lines',
  'day_tasks',
  'weekly_tasks',
] as const;

async function maxIds(db: Db) {
  const parts = explicitIdTables.map((t) => `(select coalesce(max(id), 0) from ${t})::int as "${t}"`);
  const extra = `(select coalesce(max(tr_idtrans), 4712300) from wm_documents)::int as tr_idtrans, (select coalesce(max(line_key), 880000) from wm_lines)::int as line_key`;
  const result = await db.execute(sql.raw(`select ${parts.join(', ')}, ${extra}`));
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

/**
 * For large loads the GIN search indexes of products are dropped and built again once the rows
 * are in: one bulk build is much cheaper than updating them row by row. The definitions come from
 * the database itself, so they always match the migrations, and it all happens inside the seed's
 * transaction, so a failure rolls the indexes back too.
 */
async function withSearchIndexesDeferred(tx: Db, enabled: boolean, load: () => Promise<void>): Promise<void> {
  if (!enabled) return load();
  const result = await tx.execute(
    sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'products' and indexdef ilike '% using gin %'`,
  );
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  await load();
  await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
  for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
}

/**
 * Loads the whole demo shop in one transaction: a crash half-way leaves an empty database, seeded
 * again next start. Everything is generated from seeded random streams, so the same options give
 * the same shop.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const productCount = options.products ?? DEFAULT_DEMO_PRODUCTS;
  const now = options.now ?? new Date();
  const today = berlinToday(now);
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const step = (label: string) => log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const accounts = await seedUsers(tx);
    const people = await seedPeople(tx);
    const adminId = accounts['admin@wohnwerk.test'];
    const staffIds = [
      accounts['staff@wohnwerk.test'],
      accounts['elira@wohnwerk.test'],
      accounts['driton@wohnwerk.test'],
      ...people.staffIds,
    ];
    const customerIds = [accounts['kunde@wohnwerk.test'], ...people.customerIds];
    step('users');

    const base = await maxIds(tx);
    const catalog = generateCatalog({
      products: productCount,
      ids: {
        category: base.categories,
        brand: base.brands,
        shop: base.shops,
        series: base.series,
        product: base.products,
        pdf: base.product_pdfs,
      },
    });
    const sellerShopIds = sellerShopsStocked(catalog, ['nordholz-outlet', 'schlafwelt-store']);
    // Large catalogues rate every 10th product: the rating rows would otherwise dominate the load time.
    const ratingRows = generateRatings(catalog.products, customerIds, {
      now,
      ratedEvery: productCount > 20_000 ? 10 : 1,
    });
    step(`generated ${catalog.products.length} products`);

    await insertBatched(tx, categories, catalog.categories);
    await insertBatched(tx, brands, catalog.brands);
    await insertBatched(tx, shops, catalog.shops);
    await insertBatched(tx, series, catalog.series);
    await withSearchIndexesDeferred(tx, catalog.products.length > 20_000, async () => {
      for (let i = 0; i < catalog.products.length; i += 10_000) {
        const slice = catalog.products.slice(i, i + 10_000);
        await insertBatched(tx, products, slice);
        // search_text by the function every writer uses (decision 166), slice by slice: one statement over a million
        // rows hands its word-count triggers a million-row transition table and did not finish.
        await refreshSearchText(tx, sql`p.id between ${slice[0].id} and ${slice.at(-1)!.id}`);
        if (catalog.products.length > 10_000)
          step(`products ${Math.min(i + 10_000, catalog.products.length)}/${catalog.products.length}`);
      }
    });
    if (catalog.products.length > 20_000) step('search indexes built');
    await backdatePriceHistory(tx, base.products);
    step('price history');
    await insertBatched(tx, productImages, catalog.images);
    await insertBatched(tx, productPdfs, catalog.pdfs);
    await insertBatched(tx, productLights, catalog.lights);
    step(
      `catalogue: ${catalog.images.length} images, ${catalog.pdfs.length} PDFs, ${catalog.lights.length} light links`,
    );
    await insertBatched(tx, ratings, ratingRows);
    await insertBatched(tx, homepageTexts, homepageTextRows);
    await insertBatched(tx, contentPages, contentPageRows);
    step(`${ratingRows.length} ratings, pages`);
    await seedSellers(tx);
    step('marketplace sellers');

    await insertBatched(tx, postalServices, postalServiceRows);
    await insertBatched(tx, fdimmSets, fdimmSetRows);
    await insertBatched(tx, coupons, couponRows({ today, adminId }));
    const demoOrders = generateDemoOrders({
      products: catalog.products,
      customer: { id: accounts['kunde@wohnwerk.test'], email: 'kunde@wohnwerk.test', name: 'Max Mustermann' },
      now,
      sellerShopIds,
    });
    await insertBatched(tx, orders, demoOrders.orders);
    await insertBatched(tx, orderItems, demoOrders.items);
    await insertBatched(tx, withdrawals, demoOrders.withdrawals);
    const staffName = demoAccounts.find((a) => a.email === 'staff@wohnwerk.test')!.name;
    await writeDemoOrderRecords(tx, demoOrders, { id: accounts['staff@wohnwerk.test'], name: staffName }, now);
    await seedDemoClicks(tx, today, customerIds);
    step('clicks and checkout steps');
    const warehouse = generateWarehouse({
      products: catalog.products,
      staffIds,
      year: Number(today.slice(0, 4)),
      now,
      ids: {
        workOrder: base.work_orders,
        document: base.wm_documents,
        line: base.wm_lines,
        trIdtrans: base.tr_idtrans,
        lineKey: base.line_key,
      },
    });
    await insertBatched(tx, workOrders, warehouse.workOrders);
    await insertBatched(tx, wmDocuments, warehouse.documents);
    await insertBatched(tx, wmLines, warehouse.lines);
    await insertBatched(tx, scanEvents, warehouse.events);
    const sheets = generateDaySheets({
      today,
      staffIds,
      adminId,
      ids: { task: base.day_tasks, weekly: base.weekly_tasks },
    });
    await insertBatched(tx, weeklyTasks, sheets.weekly);
    await insertBatched(tx, dayTasks, sheets.tasks);
    await insertBatched(tx, dayNotes, sheets.notes);
    await insertBatched(tx, dayRatings, sheets.ratings);
    await insertBatched(tx, fastTasks, sheets.fast);
    await insertBatched(tx, userComments, sheets.comments);
    step(
      `staff data: ${warehouse.workOrders.length} work orders, ${warehouse.lines.length} lines, ${sheets.tasks.length} day tasks`,
    );

    // Ids were given explicitly, so move each sequence past them for the rows the app inserts later.
    for (const table of explicitIdTables) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
    // Last: the statements count what the seller orders above shipped last month.
    step(`${await seedSellerStatements(tx, now)} seller statements`);
  });
  step('done');
}
