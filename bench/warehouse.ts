import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';

/**
 * Scanning budget (DESIGN.md "Budgets", issue 15): 50 scanners at once, p99 under 30 ms, never a
 * lost count. Starts the real server (fresh demo data), imports a bench work order of 50
 * documents × 10 lines, and drives POST /api/v1/scan-wm with autocannon (50 connections, each a
 * scanner; every request its own idempotency key). Two scenarios: scanners spread over the 50
 * documents, and all 50 on one line (the worst case for the row lock). Afterwards the counts are
 * read back: the sum of scanned units must equal the number of counted answers.
 *
 * `npm run bench:warehouse [-- --duration 15 --skip-pg]`; writes the "Warehouse
 * scanning" section of bench/RESULTS.md. PostgreSQL from BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/…), in a database made for the run and dropped after it.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** Seconds per scenario; set by warehouseBench's options (standalone: --duration). */
let duration = 15;
const scanners = 50;
const documents = 50;
const linesPerDocument = 10;
const AW = 'AW BENCH/0001';
const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  database: string;
  scenario: string;
  scansPerSec: number;
  p50: number;
  p99: number;
  max: number;
  answers: number;
  errors: number;
  counted: number;
  /** Units found scanned afterwards. */
  found: number;
  /** Counted answers whose unit is not in the table (must be 0). */
  lost: number;
}

function writeExport(dir: string) {
  const docs = Array.from({ length: documents }, (_, d) => ({
    tr_idtrans: 9_000_001 + d,
    tr_numer: String(800_001 + d),
    tr_nrobcy: d % 2 ? 'OTTO-55000' : 'WOHNWERK-10000',
    lines: Array.from({ length: linesPerDocument }, (_, l) => ({
      towp_ttw_klucz: 9_900_000 + d * 100 + l,
      p_ttw_idtowaru: l + 1,
      towp_ttw_nazwa: `Bench product ${d}-${l}`,
      towp_ttw_ean: String(4_090_000_000_000 + d * 100 + l),
      // Large enough that the run never overflows: every answer is a plain count.
      quantity: 10_000_000,
    })),
  }));
  fs.writeFileSync(path.join(dir, 'bench.json'), JSON.stringify({ work_orders: [{ aw: AW, two_barcode: false, documents: docs }] }));
}

async function call(server: RunningServer, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function scannedTotal(server: RunningServer, token: string, awId: number): Promise<number> {
  let total = 0;
  for (let d = 0; d < documents; d++) {
    const lines = (await call(server, 'GET', `/wm/${9_000_001 + d}/${awId}`, token)) as { scanned: number }[];
    total += lines.reduce((s, l) => s + l.scanned, 0);
  }
  return total;
}

async function scenario(server: RunningServer, token: string, awId: number, database: string, name: string, pick: (n: number) => { doc: number; line: number }): Promise<Figures> {
  const before = await scannedTotal(server, token, awId);
  let n = 0;
  let counted = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: scanners,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/scan-wm',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (req) => {
          const { doc, line } = pick(n++);
          const body = { idtr: 9_000_001 + doc, mode: 'true', id: String(4_090_000_000_000 + doc * 100 + line), aw_id: awId, key: `bench-${process.pid}-${name.length}-${n}` };
          return { ...req, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status === 200 && (JSON.parse(body) as { code: number }).code === 200) counted++;
        },
      },
    ],
  });
  const after = await scannedTotal(server, token, awId);
  return {
    database,
    scenario: name,
    scansPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    answers: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
    counted,
    found: after - before,
    // found can exceed counted: scans still in flight when autocannon stopped were counted by the
    // server but their answers were not read.
    lost: Math.max(0, counted - (after - before)),
  };
}

async function runOn(database: string, env: Record<string, string>): Promise<Figures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-bench-wh-'));
  writeExport(dir);
  const server = await startServer({ ...env, WAREHOUSE_IMPORT_DIR: dir });
  try {
    const admin = ((await call(server, 'POST', '/login', null, { email: 'admin@wohnwerk.test', password: 'Admin123!' })) as { access_token: string }).access_token;
    const staff = ((await call(server, 'POST', '/login', null, { email: 'staff@wohnwerk.test', password: 'Staff123!' })) as { access_token: string }).access_token;
    await call(server, 'POST', '/refresh-aw', admin, {});
    const aws = (await call(server, 'GET', '/aws', staff)) as { id: number; aw: string }[];
    const awId = aws.find((a) => a.aw === AW)!.id;
    const out: Figures[] = [];
    // Yardstick on the same server and connections: a signed-in read with one small query (the
    // auth lookup plus the work order), so the scan figures can be told apart from the machine's.
    const yard = await autocannon({ url: `${server.baseUrl}/api/v1/is_grabowski/${awId}`, connections: scanners, duration, headers: { authorization: `Bearer ${staff}` } });
    out.push({ database, scenario: 'yardstick: GET /is_grabowski (auth + 1 query)', scansPerSec: Math.round(yard.requests.average), p50: yard.latency.p50, p99: yard.latency.p99, max: yard.latency.max, answers: yard.requests.total, errors: yard.errors + yard.non2xx, counted: 0, found: 0, lost: 0 });
    out.push(await scenario(server, staff, awId, database, `${scanners} scanners over ${documents} documents`, (n) => ({ doc: n % documents, line: Math.floor(n / documents) % linesPerDocument })));
    out.push(await scenario(server, staff, awId, database, `${scanners} scanners on one line`, () => ({ doc: 0, line: 0 })));
    for (const f of out) console.log(JSON.stringify(f));
    return out;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withPgDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `wohnwerk_bench_scan_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(pgBase);
  u.pathname = `/${name}`;
  try {
    return await work(u.toString());
  } finally {
    const drop = new pg.Client({ connectionString: pgBase });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

export interface WarehouseBenchOptions {
  /** Seconds per scenario (default 15). */
  duration?: number;
  /** PGlite only. */
  skipPg?: boolean;
}

/**
 * Runs the scanning scenarios on PostgreSQL (unless skipPg) and PGlite and returns the
 * "## Warehouse scanning" section of bench/RESULTS.md (markdown, starting with its heading);
 * writes nothing. `npm run bench` puts it into the whole file, `npm run bench:warehouse` into its section.
 */
export async function warehouseBench(options: WarehouseBenchOptions = {}): Promise<string> {
  duration = options.duration ?? 15;
  const figures: Figures[] = [];
  if (!options.skipPg) {
    console.log('== scanning on PostgreSQL');
    figures.push(...(await withPgDatabase((url) => runOn('PostgreSQL', { DATABASE_URL: url, WEB_CONCURRENCY: String(os.cpus().length) }))));
  }
  console.log('== scanning on PGlite');
  figures.push(...(await runOn('PGlite', {})));
  lastFigures = figures;
  return [
    '## Warehouse scanning',
    '',
    `Written by \`npm run bench:warehouse\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: autocannon ${(await import('autocannon/package.json', { with: { type: 'json' } })).default.version}, ${scanners} connections (one per scanner, closed loop), ${duration} s per scenario,`,
    `every scan \`POST /api/v1/scan-wm\` with its own idempotency key, on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model.trim()}), load generator on the same machine.`,
    `Budget: p99 under 30 ms, never a lost count (DESIGN.md "Budgets"). "counted" = answers with code 200 read by the load generator; "found" = units scanned`,
    `according to the table afterwards (more than counted when scans were in flight as the run stopped); "lost" = counted minus found when positive (must be 0).`,
    `Machine load average (1/5/15 min) at the end of the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (the machine is shared; other work running at the same time slows every figure).`,
    '',
    '| database | scenario | scans/s | p50 ms | p99 ms | max ms | p99 < 30 ms | answers | errors | counted | found | lost |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map((f) => `| ${f.database} | ${f.scenario} | ${f.scansPerSec} | ${f.p50} | ${f.p99} | ${f.max} | ${f.p99 < 30 ? 'yes' : 'NO'} | ${f.answers} | ${f.errors} | ${f.counted} | ${f.found} | ${f.lost} |`),
    '',
  ].join('\n');
}

/** The figures of the last warehouseBench run (standalone: a lost count fails the process). */
let lastFigures: Figures[] = [];

if (isMainModule(import.meta.url)) {
  const section = await warehouseBench({ duration: Number(arg('duration', '15')), skipPg: process.argv.includes('--skip-pg') });
  writeResultsSection(section);
  console.log(section);
  if (lastFigures.some((f) => f.lost !== 0)) process.exitCode = 1;
}
