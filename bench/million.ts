import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { productListPaths } from './storefront-paths.ts';
import type { MemoryBreakdown } from './read-model-memory.ts';

/**
 * npm run bench:million -- [--products 100000,300000,1000000] [--page-texts-up-to N] [--write] [--save-answers FILE] [--answers FILE]
 *
 * What one server process holds for the catalogue read model at a given catalogue size (issue 36,
 * decision 174). Per size: a database `wohnwerk_million_<n>` on BENCH_DATABASE_URL's server, seeded
 * with `npm run demo -- --products n` when it holds fewer products (the seeding time is printed), then
 * - the read model alone in a process of its own (bench/read-model-memory.ts): live heap with the
 *   records, with the view's indexes and with the vocabulary, and the characters of each record field;
 * - the real server (one process, as `npm run serve` starts it): seconds from start to
 *   GET /api/v1/ready answering 200, its CPU seconds to then, resident memory (VmRSS) when ready and
 *   after a round of storefront requests, and its peak (VmHWM).
 * The storefront's answers to a fixed set of requests (lists, typo searches, product pages) are hashed:
 * --save-answers writes them to a file, --answers compares with one (the same database, another
 * commit: the compaction must not change a byte of them). --write puts the section "One million
 * products" into bench/RESULTS.md. --page-texts-up-to sets CATALOG_PAGE_TEXTS_UP_TO for both processes
 * (default the server's, 250,000: above it the page texts stay in PostgreSQL, decision 174). Memory and CPU seconds are what load on the machine changes
 * little; wall-clock seconds grow with it.
 */
const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (arg('products') ?? '100000,300000').split(',').map(Number);
if (arg('page-texts-up-to') !== undefined) process.env.CATALOG_PAGE_TEXTS_UP_TO = arg('page-texts-up-to');
const pageTextsUpTo = Number(process.env.CATALOG_PAGE_TEXTS_UP_TO ?? 250_000);
const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function urlOf(name: string) {
  const u = new URL(pgBase);
  u.pathname = `/${name}`;
  return u.toString();
}

async function productsIn(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const c = new pg.Client({ connectionString: urlOf(name) });
  await c.connect();
  try {
    const t = await c.query(`select count(*)::int as n from information_schema.tables where table_name = 'products'`);
    if (!t.rows[0].n) return 0;
    return (await c.query('select count(*)::int as n from products where active')).rows[0].n as number;
  } finally {
    await c.end();
  }
}

/** Seeds the demo catalogue; answers its seconds and the seeding process's peak resident MB. */
function seed(url: string, products: number): { seconds: number; peakMb: number } {
  const started = performance.now();
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'peak %M kB',
      process.execPath,
      '--import',
      'tsx',
      'apps/server/src/demo/demo-cli.ts',
      '--products',
      String(products),
      '--reset',
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
  );
  process.stderr.write(r.stderr);
  if (r.status !== 0) throw new Error(`seeding ${products} products failed`);
  const peak = /peak (\d+) kB/.exec(r.stderr);
  return { seconds: (performance.now() - started) / 1000, peakMb: peak ? Number(peak[1]) / 1024 : 0 };
}

function breakdown(url: string): MemoryBreakdown {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/read-model-memory.ts', url], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error('bench/read-model-memory.ts failed');
  return JSON.parse(r.stdout) as MemoryBreakdown;
}

/** User and system CPU seconds of a process so far (Linux /proc; 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const statusKb = (pid: number, field: string) => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

interface ServerRun {
  readySeconds: number;
  readyCpuSeconds: number;
  rssReadyMb: number;
  rssAfterMb: number;
  peakMb: number;
  answers: Record<string, string>;
}

async function serverRun(url: string, products: number): Promise<ServerRun> {
  const port = 4300 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // As `npm run serve` starts it (package.json); BENCH_SERVER_ROOT: the server of another checkout (an older commit).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--expose-gc', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: process.env.BENCH_SERVER_ROOT ?? root,
      // One PUBLIC_URL in every run: the answers' links name it, and answers are compared between runs.
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://shop.test',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const pid = child.pid!;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
      const ok = await fetch(`${base}/api/v1/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readySeconds = (performance.now() - started) / 1000;
    const readyCpuSeconds = cpuSeconds(pid);
    const rssReadyMb = statusKb(pid, 'VmRSS') / 1024;
    const answers = await storefrontAnswers(base, products);
    return {
      readySeconds,
      readyCpuSeconds,
      rssReadyMb,
      rssAfterMb: statusKb(pid, 'VmRSS') / 1024,
      peakMb: statusKb(pid, 'VmHWM') / 1024,
      answers,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The same typos as `npm run bench` asks, and some words spelt right. */
const searches = [
  'Sopha',
  'Kleiderschrak',
  'Bet',
  'Kommde',
  'Couchtish',
  'Schreibtsch',
  'Vitine',
  'Garderbe',
  'Esstsch',
  'Regaal',
  'kleiderschrank weiß',
  'eiche -sofa',
];

/** A hash of each answer to a fixed set of storefront requests (first and later pages, sorts, typos, pages). */
async function storefrontAnswers(base: string, products: number): Promise<Record<string, string>> {
  const paths = [
    ...(await productListPaths(base, 40)),
    '/api/v1/products?page=1',
    '/api/v1/products?order=A-Z&page=7',
    '/api/v1/sale-products?page=2',
    ...searches.flatMap((q) => [
      `/api/v1/search?q=${encodeURIComponent(q)}`,
      `/api/v1/search?q=${encodeURIComponent(q)}&page=2`,
    ]),
    ...Array.from({ length: 60 }, (_, i) => `/api/v1/product/${1 + ((i * 7919) % products)}`),
  ];
  const out: Record<string, string> = {};
  for (const p of paths) {
    const r = await fetch(base + p);
    const body = await r.text();
    out[p] = `${r.status} ${createHash('sha256').update(body).digest('hex').slice(0, 16)}`;
  }
  return out;
}

const mb = (bytes: number) => bytes / 2 ** 20;
const fixed = (n: number, digits = 0) => n.toFixed(digits);

interface SizeRun {
  products: number;
  seeded: { seconds: number; peakMb: number } | null;
  memory: MemoryBreakdown | null;
  server: ServerRun;
  sameAnswers: string;
}

/** How the answers compare with those saved from another run (--answers). */
function compareAnswers(saved: Record<string, string> | undefined, answers: Record<string, string>): string {
  if (!saved) return 'not compared';
  const differ = Object.keys(saved).filter((p) => saved[p] !== answers[p]);
  return differ.length
    ? `${differ.length} of ${Object.keys(saved).length} differ: ${differ.slice(0, 5).join(', ')}`
    : `all ${Object.keys(saved).length} the same`;
}

async function main() {
  const runs: SizeRun[] = [];
  const saved = arg('answers')
    ? (JSON.parse(fs.readFileSync(arg('answers')!, 'utf8')) as Record<string, Record<string, string>>)
    : null;
  const toSave: Record<string, Record<string, string>> = {};
  for (const n of sizes) {
    const name = `wohnwerk_million_${n}`;
    const url = urlOf(name);
    const have = await productsIn(name);
    console.log(`== ${n} products (${name}: ${have} active)`);
    const seeded = have < n * 0.9 ? seed(url, n) : null;
    if (seeded) console.log(`seeded in ${fixed(seeded.seconds, 1)} s, peak ${fixed(seeded.peakMb)} MB`);
    // --skip-breakdown: answers and server figures only (e.g. of an older commit, for --save-answers).
    const memory = process.argv.includes('--skip-breakdown') ? null : breakdown(url);
    console.log(JSON.stringify(memory));
    const server = await serverRun(url, n);
    console.log(JSON.stringify({ ...server, answers: Object.keys(server.answers).length }));
    toSave[n] = server.answers;
    const sameAnswers = compareAnswers(saved?.[n], server.answers);
    console.log(`answers: ${sameAnswers}`);
    runs.push({ products: n, seeded, memory, server, sameAnswers });
  }
  if (arg('save-answers')) fs.writeFileSync(arg('save-answers')!, JSON.stringify(toSave, null, 1));
  const lines = [
    '## One million products',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC by \`npm run bench:million -- --products ${sizes.join(',')}\` (decision 174): one server`,
    'process on PostgreSQL with the demo catalogue of each size. Heap: live bytes after a full collection in a process that',
    'loads only the read model (bench/read-model-memory.ts). Ready: from the start of the process to GET /api/v1/ready',
    'answering 200; CPU seconds of that process until then. Resident: VmRSS when ready and after a round of',
    `${Object.keys(runs[0]?.server.answers ?? {}).length} storefront requests; peak: VmHWM. Wall-clock seconds grow with the machine's load, memory and CPU seconds much less.`,
    '',
    '| Products | Page texts | Seeding s | Heap: records MB | + view MB | + vocabulary MB | Heap per 100,000 MB | Ready s | CPU s to ready | RSS ready MB | RSS after requests MB | Peak RSS MB | Answers vs. before |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const m = r.memory ?? { heapBase: 0, heapRecords: 0, heapView: 0, heapVocabulary: 0, products: r.products };
      const total = m.heapVocabulary - m.heapBase;
      return `| ${r.products.toLocaleString('en')} | ${r.products <= pageTextsUpTo ? 'in memory' : 'PostgreSQL'} | ${r.seeded ? fixed(r.seeded.seconds) : '–'} | ${fixed(mb(m.heapRecords - m.heapBase))} | ${fixed(mb(m.heapView - m.heapRecords))} | ${fixed(mb(m.heapVocabulary - m.heapView))} | ${fixed(mb(total) / (m.products / 100_000))} | ${fixed(r.server.readySeconds, 1)} | ${fixed(r.server.readyCpuSeconds, 1)} | ${fixed(r.server.rssReadyMb)} | ${fixed(r.server.rssAfterMb)} | ${fixed(r.server.peakMb)} | ${r.sameAnswers} |`;
    }),
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--write')) writeResultsSection(lines.join('\n'));
}

if (isMainModule(import.meta.url)) await main();
