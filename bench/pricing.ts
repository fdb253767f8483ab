import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { belowMinimum } from '../apps/server/src/modules/pricing/pricing-math.ts';
import { xlsxStream } from '../apps/server/src/lib/xlsx.ts';
import { immColumns } from '../apps/server/src/modules/pricing/pricing.export.ts';
import { pageOf, sortBy } from '../apps/server/src/modules/pricing/pricing.list.ts';
import { PricingService } from '../apps/server/src/modules/pricing/pricing.service.ts';

/**
 * Staff pricing budgets (DESIGN.md "Budgets", decision 037): the margin result (GET /calculate/imm)
 * for 1,000 and for 100,000 products, target 1,000 under 200 ms, and the streamed .xlsx export of
 * 100,000 rows (time and peak memory). Measured in-process on the real PostgreSQL with the
 * module's own service, so the figures are the query, the arithmetic, sorting and paging
 * (the first page the screen asks for) and the whole answer as JSON (the spec's unpaged shape).
 *
 * Standalone: `node --import tsx bench/pricing.ts [--sizes 1000,5000]` (small sizes to try it);
 * `npm run bench` calls it with 1,000 and the bench's product count.
 */
const root = path.resolve(import.meta.dirname, '..');

export interface PricingFigures {
  products: number;
  pageMedianMs: number;
  fullMedianMs: number;
  fullJsonKb: number;
}

export interface ExportFigures {
  rows: number;
  ms: number;
  bytes: number;
  peakRssMb: number;
  baseRssMb: number;
}

function dbUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function productCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select count(*)::int as n from information_schema.tables where table_name = 'products'`);
    return r.rows[0].n ? (await c.query('select count(*)::int as n from products')).rows[0].n : 0;
  } finally {
    await c.end();
  }
}

/** A database with exactly `products` demo products (created and seeded when missing or of another size). */
export async function ensureDemoDatabase(baseUrl: string, name: string, products: number): Promise<string> {
  const admin = new pg.Client({ connectionString: dbUrl(baseUrl, 'postgres') });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database ${name}`);
  await admin.end();
  const url = dbUrl(baseUrl, name);
  if ((await productCount(url)) !== products) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts', '--products', String(products), '--reset'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('demo seeding failed');
  }
  return url;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn: () => Promise<unknown>, runs: number): Promise<number> {
  await fn(); // warm-up: JIT, connection, plan cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function ids(service: PricingService) {
  const [set] = await service.listImm();
  const [postal] = await service.listServices();
  if (!set || !postal) throw new Error('the bench database has no FdImm set or postal service (demo data)');
  return { immId: set.id, postalId: postal.id };
}

export async function marginFigures(url: string): Promise<PricingFigures> {
  const database = openPostgres(url, 2);
  try {
    const service = new PricingService(database.db);
    const { immId, postalId } = await ids(service);
    const products = (await service.immRows(immId, postalId)).length;
    const runs = products > 10_000 ? 5 : 20;
    // What the screen asks: the first page of 25, sorted by DB2 descending.
    const pageMedianMs = await time(
      async () => JSON.stringify(pageOf(sortBy(await service.immRows(immId, postalId), '-db2e', 'product_id'), 1, 25)),
      runs,
    );
    let bytes = 0;
    const fullMedianMs = await time(async () => {
      bytes = JSON.stringify({ data: await service.immRows(immId, postalId) }).length;
    }, runs);
    return { products, pageMedianMs, fullMedianMs, fullJsonKb: Math.round(bytes / 1024) };
  } finally {
    await database.close();
  }
}

/** The streamed export of every row into a byte-counting sink; RSS sampled every 20 ms. */
export async function exportFigures(url: string): Promise<ExportFigures> {
  const database = openPostgres(url, 2);
  try {
    const service = new PricingService(database.db);
    const { immId, postalId } = await ids(service);
    (globalThis as { gc?: () => void }).gc?.();
    const baseRss = process.memoryUsage().rss;
    let peak = baseRss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const rows = sortBy(await service.immRows(immId, postalId), '-db2e', 'product_id');
    let bytes = 0;
    await pipeline(
      xlsxStream('FdImm', immColumns, rows, belowMinimum),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    const ms = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      rows: rows.length,
      ms,
      bytes,
      peakRssMb: Math.round(peak / 1048576),
      baseRssMb: Math.round(baseRss / 1048576),
    };
  } finally {
    await database.close();
  }
}

export function pricingReport(margins: PricingFigures[], exp: ExportFigures | null): string {
  const lines = margins.map(
    (m) =>
      `| ${m.products.toLocaleString('en')} | ${m.pageMedianMs.toFixed(1)} | ${m.fullMedianMs.toFixed(1)} | ${m.fullJsonKb.toLocaleString('en')} | ${m.products <= 1000 ? (m.fullMedianMs < 200 ? 'yes' : 'NO') : '–'} |`,
  );
  return `## Staff pricing (margin result and export, PostgreSQL, in-process)

Margin result = GET /calculate/imm's work: query, arithmetic of design/pricing.md for every product, then either the
first page of 25 sorted by DB2 (what the screen asks) or the whole list as JSON (the spec's unpaged shape). Median of 5–20 runs.
Budget: 1,000 products under 200 ms.

| products | first page, sorted (ms) | whole list as JSON (ms) | JSON kB | < 200 ms |
|---|---|---|---|---|
${lines.join('\n')}
${
  exp
    ? `
Export (GET /calculate/imm/export, exceljs streaming writer, every row sorted by DB2): ${exp.rows.toLocaleString('en')} rows in ${(exp.ms / 1000).toFixed(2)} s,
${(exp.bytes / 1048576).toFixed(1)} MB .xlsx, process RSS ${exp.baseRssMb} MB before, peak ${exp.peakRssMb} MB (+${exp.peakRssMb - exp.baseRssMb} MB).
`
    : ''
}`;
}

/** npm run bench: 1,000 products in their own database, the bench's big database for the rest and the export. */
export async function pricingBench(pgUrl: string): Promise<string> {
  const small = await ensureDemoDatabase(pgUrl, 'wohnwerk_bench_1k', 1000);
  const figures = [await marginFigures(small), await marginFigures(pgUrl)];
  const exp = await exportFigures(pgUrl);
  return pricingReport(figures, exp);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wohnwerk_bench';
  const i = process.argv.indexOf('--sizes');
  const sizes = (i > 0 ? process.argv[i + 1] : '1000').split(',').map(Number);
  const figures: PricingFigures[] = [];
  let exp: ExportFigures | null = null;
  for (const n of sizes) {
    const url = await ensureDemoDatabase(base, `wohnwerk_bench_${n}`, n);
    figures.push(await marginFigures(url));
    if (n === sizes.at(-1)) exp = await exportFigures(url);
  }
  console.log(pricingReport(figures, exp));
  process.exit(0);
}
