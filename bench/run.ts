import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lighthouseScores, type PageScore } from './lighthouse.ts';
import { pricingBench } from './pricing.ts';

/**
 * npm run bench: seeds 100,000 products, starts the real server and measures the three storefront
 * read paths at 200 connections with distinct query strings (no response cache in the way), on
 * PostgreSQL (DATABASE_URL, the production set-up) and on the embedded PGlite; writes bench/RESULTS.md.
 * The load comes from bench/loadgen.c (built here with the machine's C compiler; why not autocannon
 * or wrk: see its header and docs/decisions/007-bench-load-generator.md).
 * Options: --products N (default 100000), --duration S (default 15), --skip-pglite, --skip-lighthouse, --skip-pricing.
 * The staff pricing figures (bench/pricing.ts) follow the PostgreSQL run.
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const products = Number(arg('products', '100000'));
const duration = Number(arg('duration', '15'));
/** Seconds of load before the measured window, on the same connections (JIT, caches, and every connection accepted). */
const warmup = 5;
const connections = 200;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wohnwerk_bench';
/**
 * Server processes on PostgreSQL (WEB_CONCURRENCY): one per core, as the production set-up
 * runs it. The load generator is lean enough to share the cores with them.
 * BENCH_WEB_CONCURRENCY=1 measures a single process (then pinned to core 0, the generator to the others).
 */
const pgProcesses = process.env.BENCH_WEB_CONCURRENCY ?? String(os.cpus().length);


function run(cmd: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function ensurePgDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await c.query(`create database ${name}`);
  await c.end();
  const d = new pg.Client({ connectionString: url });
  await d.connect();
  const n = await d.query(`select count(*)::int as n from information_schema.tables where table_name = 'products'`).then(
    async (r) => (r.rows[0].n ? (await d.query('select count(*)::int as n from products')).rows[0].n : 0),
  );
  await d.end();
  return n as number;
}

/**
 * With two or more cores the server under test (and the yardstick) runs on core 0 and this
 * process, the load generator, on the others (taskset), so the generator does not take the
 * server's core in the middle of a request; PostgreSQL is not pinned. --no-pin turns it off
 * (as does more than one server process).
 */
const cores = os.cpus().length;
const pin = cores >= 2 && pgProcesses === '1' && !process.argv.includes('--no-pin') && spawnSync('taskset', ['-V']).status === 0;
/** Moves this process (every thread) to the given cores. */
const pinSelf = (cpus: string) => pin && spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' });
pinSelf(`1-${cores - 1}`);

async function startProcess(cmd: string[], env: Record<string, string>, readyPattern: RegExp): Promise<{ child: ChildProcess; out: () => string; match: RegExpMatchArray }> {
  const [file, args] = pin ? ['taskset', ['-c', '0', process.execPath, ...cmd]] : [process.execPath, cmd];
  const child = spawn(file, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(readyPattern);
      if (m) resolve({ child, out: () => out, match: m });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out.slice(-2000)}`)));
  });
}

async function startServer(env: Record<string, string>) {
  const port = 3900 + Math.floor(Math.random() * 90);
  // As `npm run serve` starts it (package.json): a larger young generation, see README "Running in production".
  const { child } = await startProcess(['--max-semi-space-size=64', '--expose-gc', '--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'warn', ...env }, /is running at/);
  return { child, base: `http://127.0.0.1:${port}` };
}

interface Scenario {
  name: string;
  paths: string[];
}

async function scenarios(base: string): Promise<Scenario[]> {
  const cats = ((await (await fetch(`${base}/api/v1/categories`)).json()) as { data: { slug: string; parent_id: number | null }[] }).data;
  const subs = cats.filter((c) => c.parent_id !== null).map((c) => c.slug);
  const orders = ['Niedriger-Hoher', 'Hoher-Niedriger', 'A-Z', 'Z-A'];
  const list: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const min = 100 + (i % 40) * 10;
    const max = min + 300 + (i % 7) * 200;
    list.push(`/api/v1/products?category=${subs[i % subs.length]}&min_price=${min}&max_price=${max}&brand=${1 + (i % 8)},${1 + ((i + 3) % 8)}&order=${orders[i % 4]}&page=${1 + (i % 3)}`);
  }
  const typos = ['Sopha', 'Kleiderschrak', 'Bet', 'Kommde', 'Couchtish', 'Schreibtsch', 'Vitine', 'Garderbe', 'Esstsch', 'Regaal'];
  const search = Array.from({ length: 2000 }, (_, i) => `/api/v1/search?q=${encodeURIComponent(typos[i % typos.length])}${i >= typos.length ? `&page=${1 + (i % 2)}` : ''}&_=${i}`);
  const detail = Array.from({ length: 5000 }, (_, i) => `/api/v1/product/${1 + ((i * 7919) % products)}`);
  return [
    { name: 'product list (category, price, 2 brands, sort, page)', paths: list },
    { name: 'search with a typo', paths: search },
    { name: 'product detail', paths: detail },
  ];
}

const tmp = path.join(root, 'bench/.tmp');
/** bench/loadgen.c, compiled when missing or older than its source. */
function loadgen(): string {
  const source = path.join(root, 'bench/loadgen.c');
  const binary = path.join(tmp, 'loadgen');
  if (!fs.existsSync(binary) || fs.statSync(binary).mtimeMs < fs.statSync(source).mtimeMs) {
    fs.mkdirSync(tmp, { recursive: true });
    run(process.env.CC ?? 'cc', ['-O2', '-o', binary, source], {});
  }
  return binary;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

/** Load for warm-up + seconds on 200 keep-alive connections; latencies of the measured window only. */
async function measure(base: string, paths: string[], seconds: number): Promise<Measured> {
  const file = path.join(tmp, 'paths.txt');
  fs.mkdirSync(tmp, { recursive: true });
  fs.writeFileSync(file, paths.join('\n') + '\n');
  const url = new URL(base);
  const args = [url.hostname, url.port, String(connections), String(warmup), String(seconds), file];
  const [cmd, cmdArgs] = pin ? ['taskset', ['-c', `1-${cores - 1}`, loadgen(), ...args]] : [loadgen(), args];
  const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`loadgen exited ${code}`);
  return JSON.parse(out) as Measured;
}

/** Resident memory of a server and its worker processes, in MB. */
function residentMb(pid: number): number {
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid), '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return Math.round(out.split('\n').reduce((kb, line) => kb + (Number(line.trim()) || 0), 0) / 1024);
}

async function benchTarget(label: string, base: string, pid: number, processes: number) {
  const rows: string[] = [];
  for (const s of await scenarios(base)) {
    const r = await measure(base, s.paths, duration);
    // The same number of processes as the server, answering a body of the same size.
    const yardstick = await startProcess(['--import', 'tsx', 'bench/static-server.ts', String(Math.round(r.bytes)), '0', String(processes)], {}, /ready (\d+)/);
    const staticBase = `http://127.0.0.1:${yardstick.match[1]}`;
    const y = await measure(staticBase, ['/x'], Math.min(duration, 8));
    yardstick.child.kill('SIGTERM');
    const ok = r.p99 < 50 ? 'yes' : 'NO';
    rows.push(`| ${label} | ${s.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${ok} | ${r.non2xx + r.errors} | ${Math.round(r.bytes)} | ${y.rps.toFixed(0)} | ${y.p50.toFixed(1)} / ${y.p99.toFixed(1)} | ${(r.rps / y.rps).toFixed(2)} | ${residentMb(pid)} |`);
    console.log(rows.at(-1));
  }
  return rows;
}

// Lighthouse needs the built web app (npm run build writes apps/web/dist).
if (!process.argv.includes('--skip-lighthouse') && !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) run('npm', ['run', 'build'], {});

const lines: string[] = [];
console.log(`== PostgreSQL (${pgUrl})`);
if ((await ensurePgDatabase(pgUrl)) < products) run(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts', '--products', String(products), '--reset'], { DATABASE_URL: pgUrl });
const pgServer = await startServer({ DATABASE_URL: pgUrl, WEB_CONCURRENCY: pgProcesses });
let pageScores: PageScore[] = [];
try {
  lines.push(...(await benchTarget('PostgreSQL', pgServer.base, pgServer.child.pid!, Number(pgProcesses))));
  if (!process.argv.includes('--skip-lighthouse')) {
    // Chromium inherits this process's cores: Lighthouse gets all of them.
    pinSelf(`0-${cores - 1}`);
    const list = (await (await fetch(`${pgServer.base}/api/v1/products?category=sofas`)).json()) as { data: { id: number }[] };
    pageScores = await lighthouseScores([
      { name: 'home', url: `${pgServer.base}/` },
      { name: 'product list (Sofas)', url: `${pgServer.base}/products?category=sofas` },
      { name: 'product page', url: `${pgServer.base}/product/${list.data[0]?.id ?? 1}` },
    ]);
    pinSelf(`1-${cores - 1}`);
  }
} finally {
  pgServer.child.kill('SIGTERM');
}

// Staff pricing: margin result for 1,000 and for the bench's products, streamed export of every row.
let pricingSection = '';
if (!process.argv.includes('--skip-pricing')) {
  console.log('== staff pricing');
  pricingSection = await pricingBench(pgUrl);
  console.log(pricingSection);
}

if (!process.argv.includes('--skip-pglite')) {
  console.log('== embedded PGlite');
  const dataDir = path.join(root, 'bench/.tmp/pglite');
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts', '--products', String(products)], { DATA_DIR: dataDir, DATABASE_URL: '' });
  }
  const lite = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    lines.push(...(await benchTarget('PGlite', lite.base, lite.child.pid!, 1)));
  } finally {
    lite.child.kill('SIGTERM');
  }
}

const report = `# Benchmark results

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${products.toLocaleString('en')} products, ${connections} keep-alive connections,
${duration} s measured per scenario after ${warmup} s of warm-up on the same connections, distinct query strings (no response
cache), on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}), load generator (bench/loadgen.c) on the same machine${pin ? ` (server and yardstick on core 0, load generator on core${cores > 2 ? 's' : ''} 1${cores > 2 ? `-${cores - 1}` : ''}, PostgreSQL unpinned)` : ', nothing pinned'}.
Budget: p99 under 50 ms on PostgreSQL (DESIGN.md "Budgets"). Latency is counted from the moment a request is written to the
moment its whole answer is read, for requests sent in the measured window (docs/decisions/007-bench-load-generator.md).
The server runs ${pgProcesses} process(es) on PostgreSQL (WEB_CONCURRENCY) and one on PGlite (the embedded database
belongs to one process); lists, search and product pages come from the catalogue read model
(docs/decisions/006-catalog-read-model.md), filtered, ranked and paged per request.
The yardstick is a Fastify server with as many processes, answering a cached in-memory JSON body of the same size;
"ratio" is API req/s divided by yardstick req/s; "server RSS MB" is the resident memory of
all server processes after the scenario.

| database | scenario | req/s | p50 ms | p99 ms | p99 < 50 ms | errors | bytes/resp | yardstick req/s | yardstick p50 / p99 ms | ratio | server RSS MB |
|---|---|---|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

## Pages (Lighthouse 12, mobile profile)

Budget: performance ≥ 95, accessibility ≥ 95, first-load storefront JS ≤ 170 kB gzipped.

| page | performance | accessibility | LCP ms | TBT ms | CLS | JS kB (transfer) |
|---|---|---|---|---|---|---|
${pageScores.map((p) => `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsKbGzip} |`).join('\n')}

${pricingSection}`;
fs.writeFileSync(path.join(root, 'bench/RESULTS.md'), report);
console.log(report);
process.exit(0);
