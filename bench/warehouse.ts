import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { cpuOf, postgresBackends, processTree } from './cpu.ts';
import { openLoop } from './open-loop.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * Scanning budget (DESIGN.md "Budgets", decision 084): 50 scanners at once, p99 under 30 ms, never a
 * lost count. Starts the real server (fresh demo data), imports a bench work order of 50
 * documents × 10 lines, and drives POST /api/v1/scan-wm with autocannon, every request its own
 * idempotency key. Closed loop (capacity, 50 connections as fast as answered): scanners spread
 * over the 50 documents, and all 50 on one line (the worst case for the row lock). Open loop
 * (the budget's case, bench/open-loop.ts): 50 scanners at a person's pace, spread over each
 * second and all in the same instant. Afterwards the counts are read back: the sum of scanned
 * units must equal the number of counted answers. Decision 086 says why these loads.
 *
 * `npm run bench:warehouse [-- --duration 15 --open-duration 30 --skip-pg]`; writes the
 * "Warehouse scanning" section of bench/RESULTS.md (warehouseBench() answers it for npm run
 * bench). PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/…), in a
 * database made for the run and dropped after it.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** Seconds per closed-loop scenario; set by warehouseBench's options (standalone: --duration). */
let duration = 15;
/** Seconds per open-loop scenario (standalone: --open-duration). */
let openDuration = 30;
/**
 * A person with a handheld scanner: one scan a second is the fast end of sustained work (pick,
 * aim, beep, put down; a stack of identical boxes), most of a shift is slower (decision 086).
 */
const scansPerSecondPerScanner = 1;
const scanners = 50;
const documents = 50;
const linesPerDocument = 10;
const AW = 'AW BENCH/0001';

interface Figures {
  database: string;
  /** How the load is made: closed loop (capacity) or open loop at a stated rate. */
  load: string;
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
  /** CPU milliseconds per answer: the server processes, and PostgreSQL's backends (PGlite runs inside the server). */
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

/** The processes whose CPU a scenario costs: the server's tree, and the bench database's PostgreSQL backends. */
interface Target {
  server: RunningServer;
  database: string;
  pgName: string | null;
}

async function measured<T extends { answers: number }>(target: Target, work: () => Promise<T>) {
  const { result, ms } = await cpuOf(
    {
      server: () => processTree(target.server.process.pid!),
      database: () => (target.pgName ? postgresBackends(target.pgName) : []),
    },
    work,
  );
  const per = (total: number) => Math.round((total / Math.max(1, result.answers)) * 100) / 100;
  return { ...result, serverCpuMs: per(ms.server), databaseCpuMs: target.pgName ? per(ms.database) : null };
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
  fs.writeFileSync(
    path.join(dir, 'bench.json'),
    JSON.stringify({ work_orders: [{ aw: AW, two_barcode: false, documents: docs }] }),
  );
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

async function scenario(
  target: Target,
  token: string,
  awId: number,
  name: string,
  pick: (n: number) => { doc: number; line: number },
): Promise<Figures> {
  const { server, database } = target;
  const before = await scannedTotal(server, token, awId);
  let n = 0;
  let counted = 0;
  const { result, serverCpuMs, databaseCpuMs } = await measured(target, async () => {
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
            const body = {
              idtr: 9_000_001 + doc,
              mode: 'true',
              id: String(4_090_000_000_000 + doc * 100 + line),
              aw_id: awId,
              key: `bench-${process.pid}-${name.length}-${n}`,
            };
            return { ...req, body: JSON.stringify(body) };
          },
          onResponse: (status, body) => {
            if (status === 200 && (JSON.parse(body) as { code: number }).code === 200) counted++;
          },
        },
      ],
    });
    return { result, answers: result.requests.total };
  });
  const after = await scannedTotal(server, token, awId);
  return {
    database,
    serverCpuMs,
    databaseCpuMs,
    load: 'closed loop (capacity)',
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

/**
 * The budget's case: 50 scanners, each scanning its own document at a person's pace (open loop,
 * bench/open-loop.ts). 'spread': the scanners' seconds start at different moments, as people's
 * do; 'together': all 50 scans of each second arrive in the same instant (the worst case of
 * "50 at once").
 */
async function openScenario(
  target: Target,
  token: string,
  awId: number,
  phase: 'spread' | 'together',
): Promise<Figures> {
  const { server, database } = target;
  const before = await scannedTotal(server, token, awId);
  let counted = 0;
  const { result, serverCpuMs, databaseCpuMs } = await measured(target, async () => {
    const result = await openLoop({
      url: server.baseUrl,
      users: scanners,
      ratePerUser: scansPerSecondPerScanner,
      duration: openDuration,
      phase,
      requests: (scanner) => {
        let n = 0;
        return [
          {
            label: 'scan',
            method: 'POST',
            path: '/api/v1/scan-wm',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            setupRequest: (req) => {
              const doc = scanner % documents;
              const line = n++ % linesPerDocument;
              const body = {
                idtr: 9_000_001 + doc,
                mode: 'true',
                id: String(4_090_000_000_000 + doc * 100 + line),
                aw_id: awId,
                key: `bench-open-${process.pid}-${phase}-${scanner}-${n}`,
              };
              return { ...req, body: JSON.stringify(body) };
            },
            onResponse: (status, body) => {
              if (status === 200 && (JSON.parse(body) as { code: number }).code === 200) counted++;
            },
          },
        ];
      },
    });
    return { result, answers: result.allAnswers };
  });
  const after = await scannedTotal(server, token, awId);
  const scans = result.byLabel.find((l) => l.label === 'scan')!;
  return {
    database,
    serverCpuMs,
    databaseCpuMs,
    load: `open loop: ${scanners} × ${scansPerSecondPerScanner} scan/s, ${phase === 'spread' ? 'spread over each second' : 'all in the same instant'} (target ${result.targetPerSec}/s)`,
    scenario: `${scanners} scanners, one document each`,
    scansPerSec: scans.perSec,
    p50: scans.p50,
    p99: scans.p99,
    max: scans.max,
    answers: result.allAnswers,
    errors: result.errors + result.timeouts + scans.non2xx,
    counted,
    found: after - before,
    lost: Math.max(0, counted - (after - before)),
  };
}

async function runOn(database: string, env: Record<string, string>, pgName: string | null): Promise<Figures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-bench-wh-'));
  writeExport(dir);
  const server = await startServer({ ...env, WAREHOUSE_IMPORT_DIR: dir });
  try {
    const admin = (
      (await call(server, 'POST', '/login', null, { email: 'admin@wohnwerk.test', password: 'Admin123!' })) as {
        access_token: string;
      }
    ).access_token;
    const staff = (
      (await call(server, 'POST', '/login', null, { email: 'staff@wohnwerk.test', password: 'Staff123!' })) as {
        access_token: string;
      }
    ).access_token;
    await call(server, 'POST', '/refresh-aw', admin, {});
    const aws = (await call(server, 'GET', '/aws', staff)) as { id: number; aw: string }[];
    const awId = aws.find((a) => a.aw === AW)!.id;
    const out: Figures[] = [];
    const target: Target = { server, database, pgName };
    // Yardstick on the same server and connections: a signed-in read with one small query (the
    // auth lookup plus the work order), so the scan figures can be told apart from the machine's.
    const {
      result: yard,
      serverCpuMs,
      databaseCpuMs,
    } = await measured(target, async () => {
      const result = await autocannon({
        url: `${server.baseUrl}/api/v1/is_grabowski/${awId}`,
        connections: scanners,
        duration,
        headers: { authorization: `Bearer ${staff}` },
      });
      return { result, answers: result.requests.total };
    });
    out.push({
      database,
      serverCpuMs,
      databaseCpuMs,
      load: 'closed loop (capacity)',
      scenario: 'yardstick: GET /is_grabowski (auth + 1 query)',
      scansPerSec: Math.round(yard.requests.average),
      p50: yard.latency.p50,
      p99: yard.latency.p99,
      max: yard.latency.max,
      answers: yard.requests.total,
      errors: yard.errors + yard.non2xx,
      counted: 0,
      found: 0,
      lost: 0,
    });
    out.push(
      await scenario(target, staff, awId, `${scanners} scanners over ${documents} documents`, (n) => ({
        doc: n % documents,
        line: Math.floor(n / documents) % linesPerDocument,
      })),
    );
    out.push(await scenario(target, staff, awId, `${scanners} scanners on one line`, () => ({ doc: 0, line: 0 })));
    out.push(await openScenario(target, staff, awId, 'spread'));
    out.push(await openScenario(target, staff, awId, 'together'));
    for (const f of out) console.log(JSON.stringify(f));
    return out;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface WarehouseBenchOptions {
  /** Seconds per closed-loop scenario (default 15). */
  duration?: number;
  /** Seconds per open-loop scenario (default 30). */
  openDuration?: number;
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
  openDuration = options.openDuration ?? 30;
  const figures: Figures[] = [];
  if (!options.skipPg) {
    console.log('== scanning on PostgreSQL');
    figures.push(
      ...(await withScratchDatabase('wohnwerk_bench_scan', (url, name) =>
        runOn('PostgreSQL', { DATABASE_URL: url, WEB_CONCURRENCY: String(os.cpus().length) }, name),
      )),
    );
  }
  console.log('== scanning on PGlite');
  figures.push(...(await runOn('PGlite', {}, null)));
  lastFigures = figures;
  return [
    '## Warehouse scanning',
    '',
    `Written by \`npm run bench:warehouse\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)} with autocannon ${(await import('autocannon/package.json', { with: { type: 'json' } })).default.version} on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model.trim()}), load generator on the same machine;`,
    `${os.cpus().length} server processes on PostgreSQL, one on PGlite. Every scan is \`POST /api/v1/scan-wm\` with its own idempotency key (decision 086 says why these loads):`,
    `- closed loop (capacity): ${scanners} connections each sending the next scan as soon as the last is answered, ${duration} s per scenario: the most the machine answers, with queueing in every figure;`,
    `  not the budget's case, and the yardstick (sign-in plus one query) shows what the machine gives any request at that load;`,
    `- open loop (the budget's case): ${scanners} scanners each scanning ${scansPerSecondPerScanner}/s, its own document, ${openDuration} s; "spread" starts the scanners' seconds at different moments, "all in the same instant" sends the ${scanners} scans of each second together;`,
    `  latencies leave out each scanner's first second (its connection's set-up); scans/s is the rate achieved (below the target when the server falls behind).`,
    `Budget: p99 under 30 ms for 50 scanners at once, never a lost count (DESIGN.md "Budgets"). "counted" = answers with code 200 read by the load generator; "found" = units scanned`,
    `according to the table afterwards (more than counted when scans were in flight as the run stopped); "lost" = counted minus found when positive (must be 0).`,
    `"CPU ms/answer": CPU time of the server processes and of the bench database's PostgreSQL backends during the scenario, divided by the answers (from /proc): what a request costs, which other work on the machine changes far less than latency.`,
    `Machine load average (1/5/15 min) at the end of the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (the machine is shared; other work running at the same time slows every figure).`,
    '',
    '| database | load | scenario | scans/s | p50 ms | p99 ms | max ms | p99 < 30 ms | answers | errors | counted | found | lost | CPU ms/answer: server / PostgreSQL |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.database} | ${f.load} | ${f.scenario} | ${f.scansPerSec} | ${f.p50} | ${f.p99} | ${f.max} | ${f.p99 < 30 ? 'yes' : 'NO'} | ${f.answers} | ${f.errors} | ${f.counted} | ${f.found} | ${f.lost} | ${f.serverCpuMs} / ${f.databaseCpuMs ?? 'in the server'} |`,
    ),
    '',
  ].join('\n');
}

/** The figures of the last warehouseBench run (standalone: a lost count fails the process). */
let lastFigures: Figures[] = [];

if (isMainModule(import.meta.url)) {
  const section = await warehouseBench({
    duration: Number(arg('duration', '15')),
    openDuration: Number(arg('open-duration', '30')),
    skipPg: process.argv.includes('--skip-pg'),
  });
  writeResultsSection(section);
  console.log(section);
  if (lastFigures.some((f) => f.lost !== 0)) process.exitCode = 1;
}
