import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';

/**
 * Checkout budget (DESIGN.md "Budgets", issue 11): 50 buyers at once placing and paying orders on
 * PostgreSQL, p99 of POST /order and POST /charge under 150 ms, never an oversold unit.
 * Starts the real server (fresh demo data) on a database made for the run and dropped after it,
 * registers 50 customers, and drives autocannon with 50 connections (one per buyer, closed loop):
 * first 30 s of POST /order (each its own Idempotency-Key), then 30 s of POST /charge with the
 * test card over the orders just placed, so each route has its own latency figures. Then the
 * race for the last unit: 20 buyers order a product with stock 1 at once and pay; exactly one
 * order may be paid and the stock must end at 0.
 *
 * `npm run bench:checkout [-- --duration 30]`; writes the "Checkout" section of bench/RESULTS.md.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** Seconds per route; set by checkoutBench's options (standalone: --duration). */
let duration = 30;
const buyers = 50;
const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const address = { address_1: 'Benchstraße 1', address_2: 'EG', city: 'Leipzig', country: 'Deutschland', zip: '04109' };

async function call(server: RunningServer, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function register(server: RunningServer, n: number): Promise<string> {
  const email = `bench-${process.pid}-${n}@beispiel.test`;
  await call(server, 'POST', '/register', null, { name: `Bench Käufer ${n}`, email, password: 'Bench123!x', password_confirmation: 'Bench123!x', phone: '+49 30 0' });
  const login = await call(server, 'POST', '/login', null, { email, password: 'Bench123!x' });
  return String(login.body?.access_token);
}

async function run(url: string) {
  // 50 sign-ups from one address: the per-address limits are raised for the bench only.
  const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20', REGISTER_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_PER_ADDRESS: '1000' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tokens: string[] = [];
    for (let i = 0; i < buyers; i++) tokens.push(await register(server, i));
    const [{ id: productId }] = (await db.query('select id from products where active and not is_light order by id limit 1')).rows as { id: number }[];
    await db.query('update products set stock = 100000000 where id = $1', [productId]);
    const items = [{ product_id: productId, qty: 1 }];

    let n = 0;
    const placed: { id: number; token: string }[] = [];
    const orders = await autocannon({
      url: server.baseUrl,
      connections: buyers,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/order',
          setupRequest: (req, context) => {
            const ctx = context as { token?: string };
            ctx.token ??= tokens[n % buyers];
            n++;
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}`, 'idempotency-key': `bench-${process.pid}-${n}` },
              body: JSON.stringify({ items, shipping_address: address, billing_address: address }),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 201) placed.push({ id: (JSON.parse(body) as { data: number }).data, token: (context as { token: string }).token });
          },
        },
      ],
    });

    let next = 0;
    let paid = 0;
    const charges = await autocannon({
      url: server.baseUrl,
      connections: buyers,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/charge',
          setupRequest: (req) => {
            const order = placed[next++ % placed.length];
            return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${order.token}`, 'idempotency-key': `bench-charge-${order.id}` }, body: JSON.stringify({ order_id: order.id, token: 'tok_visa' }) };
          },
          onResponse: (status) => {
            if (status === 200) paid++;
          },
        },
      ],
    });
    const paidOrders = Number((await db.query("select count(*)::int as n from orders where status = 'paid' and not is_demo")).rows[0].n);

    // The race for the last unit.
    const [{ id: lastId }] = (await db.query('select id from products where active and not is_light and id <> $1 order by id limit 1', [productId])).rows as { id: number }[];
    await db.query('update products set stock = 1 where id = $1', [lastId]);
    const race = await Promise.all(
      tokens.slice(0, 20).map(async (token) => {
        const order = await call(server, 'POST', '/order', token, { items: [{ product_id: lastId, qty: 1 }], shipping_address: address, billing_address: address });
        if (order.status !== 201) return order.status;
        return (await call(server, 'POST', '/charge', token, { order_id: order.body?.data, token: 'tok_visa' })).status;
      }),
    );
    const raceStock = Number((await db.query('select stock from products where id = $1', [lastId])).rows[0].stock);
    const racePaid = Number((await db.query("select count(*)::int as n from orders o join order_items i on i.order_id = o.id where i.product_id = $1 and o.status = 'paid'", [lastId])).rows[0].n);
    return { orders, charges, placed: placed.length, paid, paidOrders, race, raceStock, racePaid };
  } finally {
    await db.end();
    await server.stop();
  }
}

async function withPgDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `wohnwerk_bench_checkout_${process.pid}`;
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

export interface CheckoutBenchOptions {
  /** Seconds of load per route (default 30). */
  duration?: number;
}

/** The last-unit race of the last checkoutBench run (standalone: an oversold unit fails the process). */
let lastRace = { paid: 1, stock: 0 };

/**
 * Runs the checkout scenarios on PostgreSQL and returns the "## Checkout" section of
 * bench/RESULTS.md (markdown, starting with its heading); writes nothing.
 */
export async function checkoutBench(options: CheckoutBenchOptions = {}): Promise<string> {
  duration = options.duration ?? 30;
  const r = await withPgDatabase(run);
  lastRace = { paid: r.racePaid, stock: r.raceStock };
  const total = 2 * duration;
  const ok = (p99: number) => (p99 < 150 ? 'yes' : 'NO');
  return [
    '## Checkout',
    '',
    `Written by \`npm run bench:checkout\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: autocannon, ${buyers} connections (one signed-in buyer each, closed loop) on PostgreSQL,`,
    `${duration} s of \`POST /api/v1/order\` (own Idempotency-Key each) then ${duration} s of \`POST /api/v1/charge\` with the test provider over the orders placed;`,
    `this machine (${os.cpus().length} cores, shared), load generator on the same machine. Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}.`,
    `Budget: p99 of placing and of paying under 150 ms; never an oversold unit.`,
    '',
    '| route | requests/s | p50 ms | p99 ms | max ms | p99 < 150 ms | answers | non-2xx/errors |',
    '|---|---|---|---|---|---|---|---|',
    `| POST /order | ${Math.round(r.orders.requests.average)} | ${r.orders.latency.p50} | ${r.orders.latency.p99} | ${r.orders.latency.max} | ${ok(r.orders.latency.p99)} | ${r.orders.requests.total} | ${r.orders.non2xx + r.orders.errors} |`,
    `| POST /charge | ${Math.round(r.charges.requests.average)} | ${r.charges.latency.p50} | ${r.charges.latency.p99} | ${r.charges.latency.max} | ${ok(r.charges.latency.p99)} | ${r.charges.requests.total} | ${r.charges.non2xx + r.charges.errors} |`,
    '',
    `Orders placed: ${r.placed}; paid: ${r.paidOrders} in ${total} s = ${(r.paidOrders / total).toFixed(1)} placed-and-paid orders/s over the whole run (a charge answered 200 ${r.paid} times; repeats of an already paid order answer 200 without charging).`,
    '',
    `Last-unit race: 20 buyers ordered and paid a product with stock 1 at once → answers ${JSON.stringify(r.race.sort())}, paid orders for it: ${r.racePaid} (must be 1), stock afterwards: ${r.raceStock} (must be 0).`,
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const section = await checkoutBench({ duration: Number(arg('duration', '30')) });
  writeResultsSection(section);
  console.log(section);
  if (lastRace.paid !== 1 || lastRace.stock !== 0) process.exitCode = 1;
}
