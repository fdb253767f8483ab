import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { RunningServer } from '../e2e/harness.ts';
import { cpuOf, postgresBackends, processTree } from './cpu.ts';
import { type LatencyFigures, openLoop } from './open-loop.ts';

/**
 * One import file run through the API while shoppers browse (bench/imports.ts's synthetic files and
 * bench/catalogue-round-trip.ts's real catalogue): upload, dry run, apply, the list's latency on
 * both instances meanwhile, and how soon both show the new prices.
 */

/** Shoppers per instance, each asking for a product list twice a second (open loop, decision 086). */
export const SHOPPERS = 50;
export const SHOPPER_RATE = 2;
/** Products whose answers are polled on both instances after each import. */
export const SAMPLES = 20;
export const VISIBLE_WITHIN_MS = 1000;

/** Resident memory of a process in MB (Linux /proc; 0 elsewhere). */
function residentMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

export interface ImportRun {
  /** What the file is (the results table's first column). */
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

/** One import file to run: what it is, its rows, its budget, and the prices (cents) sampled products must show after it. */
export interface ImportFile {
  label: string;
  path: string;
  rows: number;
  budgetSeconds: number;
  /** Product code → selling price in cents after the import, for SAMPLES products spread over the file. */
  expectedCents: Map<string, number>;
}

/** SAMPLES items spread over `items`, the last one included. */
export function spread<T>(items: T[]): T[] {
  return Array.from({ length: SAMPLES }, (_, k) => items[items.length - 1 - Math.floor((k * items.length) / SAMPLES)]);
}

export async function runImport(
  spec: ImportFile,
  servers: RunningServer[],
  token: string,
  listPaths: string[],
  pool: pg.Pool,
  database: string,
): Promise<ImportRun> {
  const file = spec.path;
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
          if (s.status === 'failed') throw new Error(`import ${spec.label} failed: ${s.failure}`);
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
  const ids = new Map(
    (
      await pool.query<{ code: string; id: number }>('select code, id from products where code = any($1)', [
        [...spec.expectedCents.keys()],
      ])
    ).rows.map((r) => [r.code, r.id]),
  );
  const visibleMs = await Promise.all(
    [...spec.expectedCents].map(async ([productCode, cents]) => {
      const want = cents / 100;
      const times = await Promise.all(
        servers.map(async (s) => {
          for (;;) {
            const res = await fetch(`${s.baseUrl}/api/v1/product/${ids.get(productCode)}`);
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
    file: spec.label,
    rows: spec.rows,
    bytes: fs.statSync(file).size,
    checkSeconds: (checkedAt - started) / 1000,
    applySeconds: (appliedAt - checkedAt) / 1000,
    totalSeconds: (appliedAt - started) / 1000,
    cpuSeconds,
    budgetSeconds: spec.budgetSeconds,
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

export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The results table of import runs. */
export function tableOf(runs: ImportRun[]): string[] {
  const ok = (yes: boolean) => (yes ? 'yes' : 'NO');
  const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
  return [
    '| file | MB | created / updated / unchanged / errors | dry run s | apply s | total s | CPU s (servers / PostgreSQL) | within budget | progress steps (check / apply) | list p99 ms (p50) | list answers (/s) | non-2xx | p99 < 100 ms | seen within 1 s (ms, median / max) | RSS peak MB (A / B) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const v = sorted(r.visibleMs);
      return `| ${r.file} | ${(r.bytes / 1e6).toFixed(1)} | ${r.created} / ${r.updated} / ${r.unchanged} / ${r.errors} | ${r.checkSeconds.toFixed(1)} | ${r.applySeconds.toFixed(1)} | ${r.totalSeconds.toFixed(1)} | ${r.cpuSeconds.server.toFixed(1)} / ${r.cpuSeconds.postgres.toFixed(1)} | ${ok(r.totalSeconds < r.budgetSeconds)} (< ${r.budgetSeconds} s) | ${r.checkSteps} / ${r.applySteps} | ${r.list.p99} (${r.list.p50}) | ${r.list.answers} (${r.list.perSec}) | ${r.list.non2xx} | ${ok(r.list.p99 < 100)} | ${v.filter((x) => x <= VISIBLE_WITHIN_MS).length} of ${v.length} (${v[Math.floor(v.length / 2)]} / ${v.at(-1)}) | ${r.rssPeakMb.join(' / ')} |`;
    }),
    '',
  ];
}
