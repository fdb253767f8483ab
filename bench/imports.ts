import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { cpuOf, postgresBackends, processTree } from './cpu.ts';
import { type LatencyFigures, openLoop } from './open-loop.ts';
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
/** Shoppers per instance, each asking for a product list twice a second (open loop, decision 086). */
const SHOPPERS = 50;
const SHOPPER_RATE = 2;
/** Products whose answers are polled on both instances after each import. */
const SAMPLES = 20;
const VISIBLE_WITHIN_MS = 1000;
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

/** Resident memory of a process in MB (Linux /proc; 0 elsewhere). */
function residentMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

interface ImportRun {
  file: string;
  rows: number;
  bytes: number;
  checkSeconds: number;
  applySeconds: number;
  totalSeconds: number;
  /** CPU seconds used from upload to applied by both server processes (shoppers included) and PostgreSQL's backends. */
  cpuSeconds: { server: number; postgres: number };
  budgetSeconds: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  /** Distinct rows_done values seen while checking and while applying (the progress bar's steps). */
  checkSteps: number;
  applySteps: number;
  list: LatencyFigures;
  rssPeakMb: number[];
  /** Per sampled product, ms from the moment the job was seen ended until both instances answered its new price. */
  visibleMs: number[];
}

interface Status {
  status: string;
  rows_done: number;
  rows_total: number;
  created: number;
  updated: number;
  unchanged: number;
  errors_total: number;
  failure: string | null;
}

async function runImport(
  kind: FileKind,
  file: string,
  servers: RunningServer[],
  token: string,
  listPaths: string[],
  pool: pg.Pool,
  database: string,
): Promise<ImportRun> {
  const auth = { authorization: `Bearer ${token}` };
  const [a] = servers;
  const stop = new AbortController();
  const load = Promise.all(
    servers.map((s, n) =>
      openLoop({
        url: s.baseUrl,
        users: SHOPPERS,
        ratePerUser: SHOPPER_RATE,
        duration: 600,
        phase: 'spread',
        signal: stop.signal,
        requests: (user) =>
          Array.from({ length: 10 }, (_, k) => ({
            method: 'GET' as const,
            path: listPaths[(n * SHOPPERS * 10 + user * 10 + k) % listPaths.length],
            label: 'list',
          })),
      }),
    ),
  );
  const pids = servers.map((s) => s.process.pid!);
  const peak = pids.map(() => 0);
  const sampler = setInterval(() => {
    for (const [i, pid] of pids.entries()) peak[i] = Math.max(peak[i], residentMb(pid));
  }, 100);
  // The shoppers' connections are set up and warm before the file comes.
  await new Promise((r) => setTimeout(r, 3000));

  // CPU the servers and PostgreSQL use from upload to applied: a figure the machine's other work changes far less than time.
  const serverPids = () => servers.flatMap((s) => processTree(s.process.pid!));
  const { result: run, ms } = await cpuOf(
    { server: serverPids, postgres: () => postgresBackends(database) },
    async () => {
      const started = performance.now();
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)], { type: 'text/csv' }), path.basename(file));
      const created = await fetch(`${a.baseUrl}/api/v1/admin/imports`, { method: 'POST', body: form, headers: auth });
      if (created.status !== 202) throw new Error(`upload answered ${created.status}: ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      const status = async () =>
        (await (await fetch(`${a.baseUrl}/api/v1/admin/imports/${id}`, { headers: auth })).json()) as Status;
      const follow = async (until: string[]) => {
        const seen = new Set<number>();
        for (;;) {
          const s = await status();
          seen.add(s.rows_done);
          if (s.status === 'failed') throw new Error(`import ${kind} failed: ${s.failure}`);
          if (until.includes(s.status)) return { s, steps: seen.size };
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const checked = await follow(['checked']);
      const checkedAt = performance.now();
      const apply = await fetch(`${a.baseUrl}/api/v1/admin/imports/${id}/apply`, { method: 'POST', headers: auth });
      if (apply.status !== 202) throw new Error(`apply answered ${apply.status}`);
      const applied = await follow(['applied']);
      const appliedAt = performance.now();
      return { started, checked, checkedAt, applied, appliedAt };
    },
  );
  const { started, checked, checkedAt, applied, appliedAt } = run;
  const cpuSeconds = { server: ms.server / 1000, postgres: ms.postgres / 1000 };

  // Every instance answers the new prices: sampled products spread over the file, the last rows included.
  const picks = Array.from({ length: SAMPLES }, (_, k) => PRODUCTS - Math.floor((k * PRODUCTS) / SAMPLES));
  const ids = new Map(
    (
      await pool.query<{ code: string; id: number }>('select code, id from products where code = any($1)', [
        picks.map(code),
      ])
    ).rows.map((r) => [r.code, r.id]),
  );
  const visibleMs = await Promise.all(
    picks.map(async (i) => {
      const want = priceOf(kind, i) / 100;
      const times = await Promise.all(
        servers.map(async (s) => {
          for (;;) {
            const res = await fetch(`${s.baseUrl}/api/v1/product/${ids.get(code(i))}`);
            const body = res.ok ? ((await res.json()) as { data: { price: number } }) : null;
            const now = performance.now() - appliedAt;
            if (body?.data.price === want) return now;
            if (now > 30_000) return Number.POSITIVE_INFINITY;
            await new Promise((r) => setTimeout(r, 10));
          }
        }),
      );
      return Math.round(Math.max(...times));
    }),
  );
  stop.abort();
  const loads = await load;
  clearInterval(sampler);
  const answers = loads.flatMap((l) => l.byLabel);
  return {
    file: kind,
    rows: PRODUCTS,
    bytes: fs.statSync(file).size,
    checkSeconds: (checkedAt - started) / 1000,
    applySeconds: (appliedAt - checkedAt) / 1000,
    totalSeconds: (appliedAt - started) / 1000,
    cpuSeconds,
    budgetSeconds: kind === 'stock' ? 15 : 60,
    created: checked.s.created,
    updated: checked.s.updated,
    unchanged: checked.s.unchanged,
    errors: checked.s.errors_total,
    checkSteps: checked.steps,
    applySteps: applied.steps,
    list: mergeFigures(answers),
    rssPeakMb: peak,
    visibleMs,
  };
}

/** The p99 over both instances' shoppers: the larger of the two (each is a nearest-rank p99 of its own answers). */
function mergeFigures(all: LatencyFigures[]): LatencyFigures {
  return {
    label: 'list',
    answers: all.reduce((n, f) => n + f.answers, 0),
    perSec: Math.round(all.reduce((n, f) => n + f.perSec, 0) * 10) / 10,
    p50: Math.max(...all.map((f) => f.p50)),
    p99: Math.max(...all.map((f) => f.p99)),
    max: Math.max(...all.map((f) => f.max)),
    non2xx: all.reduce((n, f) => n + f.non2xx, 0),
  };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
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
        out.push(await runImport(kind, file, servers, token, listPaths, pool, name));
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
  return section(runs, uptime);
}

const files: Record<string, string> = {
  create: '100,000 new products (every column)',
  update: 'the same 100,000 products, every row changed',
  stock: 'stock and price of the 100,000 products',
};

function section(runs: ImportRun[], uptime: string): string {
  const ok = (yes: boolean) => (yes ? 'yes' : 'NO');
  const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
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
    '| file | MB | created / updated / unchanged / errors | dry run s | apply s | total s | CPU s (servers / PostgreSQL) | within budget | progress steps (check / apply) | list p99 ms (p50) | list answers (/s) | non-2xx | p99 < 100 ms | seen within 1 s (ms, median / max) | RSS peak MB (A / B) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const v = sorted(r.visibleMs);
      return `| ${files[r.file]} | ${(r.bytes / 1e6).toFixed(1)} | ${r.created} / ${r.updated} / ${r.unchanged} / ${r.errors} | ${r.checkSeconds.toFixed(1)} | ${r.applySeconds.toFixed(1)} | ${r.totalSeconds.toFixed(1)} | ${r.cpuSeconds.server.toFixed(1)} / ${r.cpuSeconds.postgres.toFixed(1)} | ${ok(r.totalSeconds < r.budgetSeconds)} (< ${r.budgetSeconds} s) | ${r.checkSteps} / ${r.applySteps} | ${r.list.p99} (${r.list.p50}) | ${r.list.answers} (${r.list.perSec}) | ${r.list.non2xx} | ${ok(r.list.p99 < 100)} | ${v.filter((x) => x <= VISIBLE_WITHIN_MS).length} of ${v.length} (${v[Math.floor(v.length / 2)]} / ${v.at(-1)}) | ${r.rssPeakMb.join(' / ')} |`;
    }),
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const markdown = await importsBench();
  writeResultsSection(markdown);
  console.log(markdown);
  process.exit(0);
}
