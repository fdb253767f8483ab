import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { seedOrders } from './seed-orders.ts';

/**
 * Staff order list budget (DESIGN.md "Budgets", decision 120): with 1,000,000 orders on PostgreSQL,
 * p99 under 100 ms at 20 concurrent staff for (a) the first page filtered by a status and sorted
 * by date, (b) a search by e-mail. Starts the real server (demo data, one process per core) on a
 * database made for the run, seeds the orders (bench/seed-orders.ts), signs in as the demo staff
 * member and runs each scenario as a closed loop of 20 connections with autocannon (each staff
 * member sends the next request as soon as the last is answered: stricter than people clicking).
 * Each request asks something else: a different status in (a), a different customer's e-mail in (b).
 *
 * `npm run bench:orders [-- --orders 1000000 --duration 20]`; writes the "Staff order list"
 * section of bench/RESULTS.md (adminOrdersBench() answers it for npm run bench).
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const staff = 20;
const processes = Number(process.env.BENCH_WEB_CONCURRENCY ?? os.cpus().length);
const statuses = ['paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'pending_payment'];

interface Row {
  scenario: string;
  perSec: number;
  p50: number;
  p99: number;
  max: number;
  answers: number;
  failed: number;
  totalSeen: string;
}

async function run(url: string, orders: number, duration: number) {
  const server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: String(processes), LOG_LEVEL: 'warn' });
  try {
    console.log(`  seeding ${orders.toLocaleString('en')} orders`);
    const started = Date.now();
    const { customers } = await seedOrders(url, orders, (m) => console.log(m));
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    const login = await fetch(`${server.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const sample = async (path: string) => {
      const res = await fetch(`${server.baseUrl}${path}`, { headers });
      const body = (await res.json()) as { meta?: { total: number } };
      return `${res.status} · total ${body.meta?.total?.toLocaleString('en') ?? '?'}`;
    };
    let n = 0;
    const scenarios = [
      {
        name: 'first page, filtered by status, newest first',
        path: (i: number) => `/api/v1/admin/orders?status=${statuses[i % statuses.length]}&sort=-created_at&page=1`,
      },
      {
        name: 'search by e-mail',
        path: (i: number) => `/api/v1/admin/orders?q=kunde${(i * 7919) % customers}%40beispiel.test`,
      },
    ];
    const rows: Row[] = [];
    for (const s of scenarios) {
      const totalSeen = await sample(s.path(1));
      // A short warm-up on the same connections (JIT, plans, pages in PostgreSQL's cache).
      await autocannon({
        url: server.baseUrl,
        connections: staff,
        duration: 3,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: s.path(n++), headers }) }],
      });
      const result = await autocannon({
        url: server.baseUrl,
        connections: staff,
        duration,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: s.path(n++), headers }) }],
      });
      rows.push({
        scenario: s.name,
        perSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        answers: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
        totalSeen,
      });
      console.log(
        `  ${s.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)}/s`,
      );
    }
    return { rows, seedSeconds, customers };
  } finally {
    await server.stop();
  }
}

export async function adminOrdersBench(options: { orders?: number; duration?: number } = {}): Promise<string> {
  const orders = options.orders ?? 1_000_000;
  const duration = options.duration ?? 20;
  const r = await withScratchDatabase('wohnwerk_bench_orders', (url) => run(url, orders, duration));
  const ok = (p99: number) => (p99 < 100 ? 'yes' : 'NO');
  return [
    '## Staff order list',
    '',
    `Written by \`npm run bench:orders\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)} with autocannon on PostgreSQL, ${processes} server processes,`,
    `${orders.toLocaleString('en')} orders seeded by bench/seed-orders.ts in ${r.seedSeconds} s (${r.customers.toLocaleString('en')} customers, three years), ${staff} staff as a closed loop`,
    `(each sends the next request as soon as the last is answered), ${duration} s per scenario after 3 s of warm-up, this machine (${os.cpus().length} cores, shared).`,
    `Each request asks something else (another status; another customer's e-mail). Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
    'Budget: p99 under 100 ms at 20 concurrent staff (DESIGN.md "Budgets").',
    '',
    '| scenario | requests/s | p50 ms | p99 ms | max ms | p99 < 100 ms | answers | non-2xx/errors | a sample answer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (w) =>
        `| ${w.scenario} | ${w.perSec} | ${w.p50} | ${w.p99} | ${w.max} | ${ok(w.p99)} | ${w.answers} | ${w.failed} | ${w.totalSeen} |`,
    ),
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const section = await adminOrdersBench({
    orders: Number(arg('orders', '1000000')),
    duration: Number(arg('duration', '20')),
  });
  writeResultsSection(section);
  console.log(section);
}
