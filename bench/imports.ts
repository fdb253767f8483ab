import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { catalogueRoundTrip, type RoundTrip, roundTripText } from './catalogue-round-trip.ts';
import { type ImportRun, login, runImport, SAMPLES, SHOPPER_RATE, SHOPPERS, spread, tableOf } from './import-run.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { productListPaths } from './storefront-paths.ts';

/**
 * Import speed (issue 24, `npm run bench:imports`, or `npm run bench` unless --skip-imports): on
 * PostgreSQL, a scratch database with the demo shop, two server processes started on their own
 * (two instances on one database, sharing the upload folder), and three CSV files in the export
 * layout uploaded through the API and applied by the import jobs (docs/decisions/135, 137):
 * 1. 100,000 new products (every column a new product needs);
 * 2. the same file with every row changed (name, prices, stock, colours, description; every
 *    tenth a sale), i.e. 100,000 updates;
 * 3. a stock-and-price file (Artikelnummer, Preis, Bestand) for the 100,000 products.
 * Budgets: file 1 and 2 apply in under 60 s, file 3 in under 15 s (each from upload to applied,
 * dry run included); storefront product list p99 under 100 ms during the import, from an open
 * loop of shoppers on both instances; every instance shows the new prices within 1 s after the
 * job ends (sampled products polled on both instances); memory bounded (peak resident memory of
 * each server process, sampled every 100 ms).
 */
const PRODUCTS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const tmp = path.resolve(import.meta.dirname, '.tmp/imports');

export interface Refs {
  categories: string[];
  shops: string[];
  brands: string[];
}

const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const code = (i: number) => `IMP-BENCH-${String(i).padStart(6, '0')}`;
/** The selling price (cents) of product i in each file: the samples' expected answers are computed from it. */
const priceOf = (kind: FileKind, i: number): number => {
  if (kind === 'create') return 10_000 + ((i * 7919) % 150_000);
  if (kind === 'update') return 9_000 + ((i * 7919) % 140_000);
  // Every tenth product the update put on sale (an old price above its price) stays below that old price.
  return i % 10 === 0 ? priceOf('update', i) - 500 : 8_500 + ((i * 104_729) % 140_000);
};
export type FileKind = 'create' | 'update' | 'stock';

/** Writes an import file of PRODUCTS rows (German numbers, ";" as German Excel writes it) and answers its path. */
export async function writeImportFile(kind: FileKind, refs: Refs): Promise<string> {
  fs.mkdirSync(tmp, { recursive: true });
  const file = path.join(tmp, `${kind}.csv`);
  const out = fs.createWriteStream(file);
  const full = [
    'Artikelnummer',
    'Name',
    'Kategorie',
    'Shop',
    'Marke',
    'Preis',
    'Alter Preis',
    'Einkaufspreis',
    'Bestand',
    'Lieferzeit (Wochen)',
    'Steuersatz',
    'Aktiv',
    'Bestseller',
    'Farbe Front',
    'Farbe Korpus',
    'Maße',
    'Beschreibung',
  ];
  out.write(`\ufeff${(kind === 'stock' ? ['Artikelnummer', 'Preis', 'Bestand'] : full).join(';')}\r\n`);
  const colours = ['Eiche', 'Weiß', 'Anthrazit', 'Nussbaum', 'Grau', 'Schwarz'];
  for (let i = 1; i <= PRODUCTS; i++) {
    const price = priceOf(kind, i);
    let line: string;
    if (kind === 'stock') line = `${code(i)};${euro(price)};${(i * 13) % 97}`;
    else {
      const v = kind === 'update' ? 1 : 0;
      // A new product comes at its regular price (decision 130); the update puts every tenth on sale.
      const old = kind === 'update' && i % 10 === 0 ? euro(price + 2_000) : '';
      line = [
        code(i),
        `${kind === 'update' ? 'Neues ' : ''}Importmöbel ${colours[(i + v) % colours.length]} ${i}`,
        refs.categories[i % refs.categories.length],
        refs.shops[i % refs.shops.length],
        refs.brands[(i + v) % refs.brands.length],
        euro(price),
        old,
        euro(Math.round(price * 0.55)),
        String((i * 7 + v) % 60),
        v ? '2-3' : '1-2',
        '19',
        'ja',
        i % 50 === v ? 'ja' : 'nein',
        colours[(i + v) % colours.length],
        colours[(i + 2 + v) % colours.length],
        `${160 + (i % 5) * 20}x200`,
        `"<p>Massives Möbelstück Nr. ${i}${v ? ', überarbeitet' : ''}; pflegeleicht und langlebig.</p>"`,
      ].join(';');
    }
    if (!out.write(`${line}\r\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return file;
}

export async function importsBench(): Promise<string> {
  const uptime = `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
  const runs = await withScratchDatabase('wohnwerk_bench_imports', async (url, name) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-imports-bench-'));
    // Two instances on one database and one upload folder (as S3 would be shared); the first loads the demo shop.
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    const servers: RunningServer[] = [];
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      servers.push(await startServer(env));
      servers.push(await startServer({ ...env, DEMO_DATA: '0' }));
      const refs: Refs = {
        categories: (
          await pool.query<{ slug: string }>('select slug from categories where parent_id is not null order by id')
        ).rows.map((r) => r.slug),
        shops: (await pool.query<{ slug: string }>('select slug from shops order by id')).rows.map((r) => r.slug),
        brands: (await pool.query<{ slug: string }>('select slug from brands order by id')).rows.map((r) => r.slug),
      };
      const token = await login(servers[0].baseUrl);
      const listPaths = await productListPaths(servers[0].baseUrl);
      const out: ImportRun[] = [];
      for (const kind of ['create', 'update', 'stock'] as const) {
        const file = await writeImportFile(kind, refs);
        console.log(`  ${kind}: ${file}`);
        const picks = spread(Array.from({ length: PRODUCTS }, (_, i) => i + 1));
        const expectedCents = new Map(picks.map((i) => [code(i), priceOf(kind, i)]));
        const spec = { label: files[kind], path: file, rows: PRODUCTS, budgetSeconds: kind === 'stock' ? 15 : 60 };
        out.push(await runImport({ ...spec, expectedCents }, servers, token, listPaths, pool, name));
        console.log(JSON.stringify(out.at(-1)));
      }
      return out;
    } finally {
      await pool.end();
      for (const s of servers) await s.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
  const roundTrip = process.argv.includes('--skip-round-trip') ? null : await catalogueRoundTrip(PRODUCTS);
  return section(runs, roundTrip, uptime);
}

const files: Record<FileKind, string> = {
  create: '100,000 new products (every column)',
  update: 'the same 100,000 products, every row changed',
  stock: 'stock and price of the 100,000 products',
};

function section(runs: ImportRun[], roundTrip: RoundTrip | null, uptime: string): string {
  return [
    '## Product imports',
    '',
    `Written by \`npm run bench:imports\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)} on PostgreSQL, this machine (${os.cpus().length} cores, shared with other work: \`uptime\` at the start: ${uptime}).`,
    'A scratch database with the demo shop; two server processes started on their own on it (two instances, one upload folder); each',
    'CSV file (export layout, German numbers) uploaded through `POST /api/v1/admin/imports`, checked by the dry-run job, then',
    'applied through `POST …/apply` (docs/decisions/135, 137); times from the upload to the status the job reaches.',
    `During each import ${SHOPPERS} shoppers per instance ask for a product list ${SHOPPER_RATE} times a second each (open loop,`,
    'bench/open-loop.ts; category, price range, two brands, sort, page, distinct query strings), from 3 s before the upload to the end.',
    `"seen within 1 s": ${SAMPLES} products spread over the file (the last row included), asked for on both instances from the moment`,
    'the bench saw the import applied until both answered the new price; "RSS peak" is each server process\'s resident memory,',
    'sampled every 100 ms during the run. "progress steps": distinct rows_done values the screen could show while checking / applying.',
    '"CPU s" is the CPU time the two server processes (the shoppers\' requests included) and PostgreSQL\'s backends used from upload to',
    'applied (/proc, bench/cpu.ts): on a machine shared with other work the wall time grows with the load, the CPU time much less.',
    'Budgets (issue 24): a file of 100,000 products applies in under 60 s, a stock-and-price update of 100,000 rows in under 15 s,',
    'list p99 under 100 ms during the import, every instance shows the new prices within 1 s after the job ends.',
    '',
    ...tableOf(runs),
    ...(roundTrip ? roundTripText(roundTrip) : []),
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const markdown = await importsBench();
  writeResultsSection(markdown);
  console.log(markdown);
  process.exit(0);
}
