import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { type ImportRun, login, runImport, spread, tableOf } from './import-run.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { productListPaths } from './storefront-paths.ts';

/**
 * What a merchant does with the real catalogue (issue 36), beside bench/imports.ts's synthetic
 * files: the demo shop of `npm run demo -- --products N` (price histories, variants, ratings,
 * images), exported through `GET /api/v1/admin/products/export?format=csv`, every price and stock
 * changed in that file, and imported back; then the three-column file `Artikelnummer;Preis;Bestand`
 * for the same products. Budgets: the full file under 60 s, the stock-and-price file under 15 s,
 * from upload to applied (dry run included), with the shoppers of bench/imports.ts on both instances.
 */
const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(import.meta.dirname, '.tmp/round-trip');

export interface RoundTrip {
  runs: ImportRun[];
  exportSeconds: number;
  exportMb: number;
  products: number;
}

const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
const euro = (c: number) => (c / 100).toFixed(2).replace('.', ',');

/** The export with every price lowered by `percent` and every stock raised by `more`; `columns` keeps only those. */
function edited(
  rows: string[][],
  { percent, more, columns }: { percent: number; more: number; columns?: string[] },
): { csv: string; expectedCents: Map<string, number> } {
  const [header, ...body] = rows;
  const at = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`the export has no column ${name}`);
    return i;
  };
  const [code, price, stock] = [at('Artikelnummer'), at('Preis'), at('Bestand')];
  const keep = columns ? columns.map(at) : header.map((_, i) => i);
  const prices = new Map<string, number>();
  const out = body.map((row) => {
    const next = [...row];
    const c = Math.max(1, Math.round((cents(row[price]) * (100 - percent)) / 100));
    next[price] = euro(c);
    next[stock] = String(Number(row[stock]) + more);
    prices.set(row[code], c);
    return keep.map((i) => next[i]);
  });
  const expectedCents = new Map(spread(body).map((row) => [row[code], prices.get(row[code])!]));
  // As German Excel writes it: BOM, ";" and CRLF.
  const csv = `\ufeff${stringify([keep.map((i) => header[i]), ...out], { delimiter: ';', record_delimiter: '\r\n' })}`;
  return { csv, expectedCents };
}

export async function catalogueRoundTrip(products: number): Promise<RoundTrip> {
  return withScratchDatabase('wohnwerk_bench_round_trip', async (url, name) => {
    console.log(`  round trip: seeding ${products} demo products`);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts', '--products', String(products)],
      { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error(`demo seeding failed (${seeded.status})`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-round-trip-'));
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO_DATA: '0' };
    const servers: RunningServer[] = [];
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    fs.mkdirSync(tmp, { recursive: true });
    try {
      servers.push(await startServer(env), await startServer(env));
      const token = await login(servers[0].baseUrl);
      const listPaths = await productListPaths(servers[0].baseUrl);
      const started = performance.now();
      const res = await fetch(`${servers[0].baseUrl}/api/v1/admin/products/export?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`export answered ${res.status}`);
      const text = await res.text();
      const exportSeconds = (performance.now() - started) / 1000;
      const rows = parse(text, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];
      const runs: ImportRun[] = [];
      const files = [
        { label: `the exported catalogue, every price and stock changed`, budgetSeconds: 60, percent: 1, more: 1 },
        {
          label: 'Artikelnummer;Preis;Bestand of the same products',
          budgetSeconds: 15,
          percent: 2,
          more: 2,
          columns: ['Artikelnummer', 'Preis', 'Bestand'],
        },
      ];
      for (const [n, file] of files.entries()) {
        const { csv, expectedCents } = edited(rows, file);
        const filePath = path.join(tmp, `round-trip-${n + 1}.csv`);
        fs.writeFileSync(filePath, csv);
        console.log(`  round trip: ${file.label} (${filePath})`);
        const spec = { label: file.label, path: filePath, rows: rows.length - 1, budgetSeconds: file.budgetSeconds };
        runs.push(await runImport({ ...spec, expectedCents }, servers, token, listPaths, pool, name));
        console.log(JSON.stringify(runs.at(-1)));
      }
      return { runs, exportSeconds, exportMb: Buffer.byteLength(text) / 1e6, products: rows.length - 1 };
    } finally {
      await pool.end();
      for (const s of servers) await s.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
}

/** The round trip's part of the imports section. */
export function roundTripText(trip: RoundTrip): string[] {
  return [
    '### The real catalogue, exported and imported back (issue 36)',
    '',
    `The demo shop of \`npm run demo -- --products ${trip.products}\` in its own scratch database (price histories, variants,`,
    `ratings, images), exported as CSV (${trip.exportMb.toFixed(1)} MB in ${trip.exportSeconds.toFixed(1)} s), every price lowered by 1 %`,
    'and every stock raised by 1 in that file, and imported back; then the three columns of the same products with prices 2 % below',
    'the export. Same shoppers, samples and budgets as above (bench/catalogue-round-trip.ts).',
    '',
    ...tableOf(trip.runs),
  ];
}
