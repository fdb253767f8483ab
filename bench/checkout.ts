import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { cpuOf, postgresBackends, processTree } from './cpu.ts';
import { openLoop, type LatencyFigures } from './open-loop.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * Checkout budget (DESIGN.md "Budgets", decision 087): 50 buyers at once placing and paying orders on
 * PostgreSQL, p99 of POST /order and POST /charge under 150 ms, never an oversold unit.
 * Starts the real server (fresh demo data, one process per core as in production) on a database
 * made for the run and dropped after it, registers 50 customers, then:
 * - closed loop (capacity): autocannon with 50 connections, each sending its next request as
 *   soon as the last is answered: first POST /order (own Idempotency-Key each, one product for
 *   everybody: its row lock is the queue), then POST /charge with the test card over the orders
 *   just placed, so each route has its own figures;
 * - open loop (the budget's case, bench/open-loop.ts): 50 buyers, each placing an order of one
 *   of 10 products, paying it a second later and placing the next a second after that;
 * - the race for the last unit: 20 buyers order a product with stock 1 at once and pay; exactly
 *   one order may be paid and the stock must end at 0.
 * CPU milliseconds per answer of the server processes and of PostgreSQL come from /proc
 * (bench/cpu.ts). Decision 086 says why these loads.
 *
 * `npm run bench:checkout [-- --duration 30 --open-duration 30]`; writes the "Checkout" section
 * of bench/RESULTS.md (checkoutBench() answers it for npm run bench).
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** Seconds per closed-loop route; set by checkoutBench's options (standalone: --duration). */
let duration = 30;
/** Seconds of the open loop (standalone: --open-duration). */
let openDuration = 30;
const buyers = 50;
/** Products the open-loop buyers choose from (five buyers a product). */
const openProducts = 10;
/**
 * Each buyer's pace in the open loop: autocannon's per-connection rate of 1 request a second,
 * the buyer's requests alternating order and charge, so one placed-and-paid order every 2 s per
 * buyer (a person needs a minute or more for a checkout: decision 086).
 */
const requestsPerSecondPerBuyer = 1;
const address = { address_1: 'Benchstraße 1', address_2: 'EG', city: 'Leipzig', country: 'Deutschland', zip: '04109' };
/** Server processes (WEB_CONCURRENCY): one per core as in production; BENCH_WEB_CONCURRENCY overrides it, as for npm run bench. */
const processes = Number(process.env.BENCH_WEB_CONCURRENCY ?? os.cpus().length);

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
  await call(server, 'POST', '/register', null, {
    name: `Bench Käufer ${n}`,
    email,
    password: 'Bench123!x',
    password_confirmation: 'Bench123!x',
    phone: '+49 30 0',
  });
  const login = await call(server, 'POST', '/login', null, { email, password: 'Bench123!x' });
  return String(login.body?.access_token);
}

interface Row {
  load: string;
  route: string;
  perSec: number;
  p50: number;
  p99: number;
  max: number;
  answers: number;
  failed: number;
  /** CPU ms per answer: server processes / PostgreSQL backends. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

async function run(url: string, dbName: string) {
  // 50 sign-ups from one address: the per-address limits are raised for the bench only.
  const server = await startServer({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '20',
    WEB_CONCURRENCY: String(processes),
    REGISTER_LIMIT_PER_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    // The closed loop places many orders per buyer before paying them (decision 100's limits are for people).
    ORDER_LIMIT_PER_CUSTOMER: '1000000',
    UNPAID_ORDERS_PER_CUSTOMER: '1000000',
    RELEASE_OLDER_UNPAID: '0',
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const groups = { server: () => processTree(server.process.pid!), database: () => postgresBackends(dbName) };
  const perAnswer = (ms: number, answers: number) => Math.round((ms / Math.max(1, answers)) * 100) / 100;
  try {
    const tokens: string[] = [];
    for (let i = 0; i < buyers; i++) tokens.push(await register(server, i));
    const ids = (
      (await db.query('select id from products where active and not is_light order by id limit $1', [openProducts + 2]))
        .rows as { id: number }[]
    ).map((r) => r.id);
    const [productId, lastId, ...openIds] = ids;
    await db.query('update products set stock = 100000000 where id = any($1)', [[productId, ...openIds]]);
    const items = [{ product_id: productId, qty: 1 }];
    const rows: Row[] = [];

    let n = 0;
    const placed: { id: number; token: string }[] = [];
    const orders = await cpuOf(groups, () =>
      autocannon({
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
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${ctx.token}`,
                  'idempotency-key': `bench-${process.pid}-${n}`,
                },
                body: JSON.stringify({ items, shipping_address: address, billing_address: address }),
              };
            },
            onResponse: (status, body, context) => {
              if (status === 201)
                placed.push({
                  id: (JSON.parse(body) as { data: number }).data,
                  token: (context as { token: string }).token,
                });
            },
          },
        ],
      }),
    );

    let next = 0;
    let paid = 0;
    const charges = await cpuOf(groups, () =>
      autocannon({
        url: server.baseUrl,
        connections: buyers,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/charge',
            setupRequest: (req) => {
              const order = placed[next++ % placed.length];
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${order.token}`,
                  'idempotency-key': `bench-charge-${order.id}`,
                },
                body: JSON.stringify({ order_id: order.id, token: 'tok_visa' }),
              };
            },
            onResponse: (status) => {
              if (status === 200) paid++;
            },
          },
        ],
      }),
    );
    for (const [route, m] of [
      ['POST /order', orders],
      ['POST /charge', charges],
    ] as const) {
      const r = m.result;
      rows.push({
        load: 'closed loop (capacity)',
        route,
        perSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        answers: r.requests.total,
        failed: r.non2xx + r.errors + r.timeouts,
        serverCpuMs: perAnswer(m.ms.server, r.requests.total),
        databaseCpuMs: perAnswer(m.ms.database, r.requests.total),
      });
    }
    const paidOrders = Number(
      (await db.query("select count(*)::int as n from orders where status = 'paid' and not is_demo")).rows[0].n,
    );

    // The budget's case: each buyer places an order and pays it a second later, again and again.
    let openPlaced = 0;
    let openPaid = 0;
    const open = await cpuOf(groups, () =>
      openLoop({
        url: server.baseUrl,
        users: buyers,
        ratePerUser: requestsPerSecondPerBuyer,
        duration: openDuration,
        phase: 'spread',
        // The first order and its charge pay for the connection's set-up.
        warmupPerUser: 2,
        requests: (buyer) => {
          const token = tokens[buyer];
          const cart = JSON.stringify({
            items: [{ product_id: openIds[buyer % openIds.length], qty: 1 }],
            shipping_address: address,
            billing_address: address,
          });
          let k = 0;
          return [
            {
              label: 'POST /order',
              method: 'POST',
              path: '/api/v1/order',
              setupRequest: (req) => ({
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${token}`,
                  'idempotency-key': `bench-open-${process.pid}-${buyer}-${++k}`,
                },
                body: cart,
              }),
              onResponse: (status, body, context) => {
                (context as { orderId?: number }).orderId =
                  status === 201 ? (JSON.parse(body) as { data: number }).data : undefined;
                if (status === 201) openPlaced++;
              },
            },
            {
              label: 'POST /charge',
              method: 'POST',
              path: '/api/v1/charge',
              setupRequest: (req, context) => {
                const orderId = (context as { orderId?: number }).orderId;
                return {
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${token}`,
                    'idempotency-key': `bench-open-charge-${orderId}`,
                  },
                  body: JSON.stringify({ order_id: orderId ?? 0, token: 'tok_visa' }),
                };
              },
              onResponse: (status) => {
                if (status === 200) openPaid++;
              },
            },
          ];
        },
      }),
    );
    const openAnswers = open.result.allAnswers;
    for (const route of ['POST /order', 'POST /charge']) {
      const f = open.result.byLabel.find((l) => l.label === route) as LatencyFigures;
      rows.push({
        load: `open loop: ${buyers} buyers, each an order and its payment every ${2 / requestsPerSecondPerBuyer} s, spread over the second`,
        route,
        perSec: f.perSec,
        p50: f.p50,
        p99: f.p99,
        max: f.max,
        answers: f.answers,
        failed: f.non2xx,
        // The open loop's CPU is shared by its two routes: shown per answer of either.
        serverCpuMs: perAnswer(open.ms.server, openAnswers),
        databaseCpuMs: perAnswer(open.ms.database, openAnswers),
      });
    }

    // The race for the last unit.
    await db.query('update products set stock = 1 where id = $1', [lastId]);
    const race = await Promise.all(
      tokens.slice(0, 20).map(async (token) => {
        const order = await call(server, 'POST', '/order', token, {
          items: [{ product_id: lastId, qty: 1 }],
          shipping_address: address,
          billing_address: address,
        });
        if (order.status !== 201) return order.status;
        return (await call(server, 'POST', '/charge', token, { order_id: order.body?.data, token: 'tok_visa' })).status;
      }),
    );
    const raceStock = Number((await db.query('select stock from products where id = $1', [lastId])).rows[0].stock);
    const racePaid = Number(
      (
        await db.query(
          "select count(*)::int as n from orders o join order_items i on i.order_id = o.id where i.product_id = $1 and o.status = 'paid'",
          [lastId],
        )
      ).rows[0].n,
    );
    return {
      rows,
      placed: placed.length,
      paid,
      paidOrders,
      openPlaced,
      openPaid,
      openErrors: open.result.errors + open.result.timeouts,
      race,
      raceStock,
      racePaid,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}

export interface CheckoutBenchOptions {
  /** Seconds of closed-loop load per route (default 30). */
  duration?: number;
  /** Seconds of the open loop (default 30). */
  openDuration?: number;
}

/** The last-unit race of the last checkoutBench run (standalone: an oversold unit fails the process). */
let lastRace = { paid: 1, stock: 0 };

/**
 * Runs the checkout scenarios on PostgreSQL and returns the "## Checkout" section of
 * bench/RESULTS.md (markdown, starting with its heading); writes nothing.
 */
export async function checkoutBench(options: CheckoutBenchOptions = {}): Promise<string> {
  duration = options.duration ?? 30;
  openDuration = options.openDuration ?? 30;
  const r = await withScratchDatabase('wohnwerk_bench_checkout', run);
  lastRace = { paid: r.racePaid, stock: r.raceStock };
  const total = 2 * duration;
  const ok = (p99: number) => (p99 < 150 ? 'yes' : 'NO');
  return [
    '## Checkout',
    '',
    `Written by \`npm run bench:checkout\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)} with autocannon on PostgreSQL, ${processes} server processes, ${buyers} signed-in buyers,`,
    `this machine (${os.cpus().length} cores, shared), load generator on the same machine (decision 086 says why these loads):`,
    `- closed loop (capacity): ${buyers} connections each sending its next request as soon as the last is answered: ${duration} s of \`POST /api/v1/order\` (own Idempotency-Key each,`,
    `  all buyers the same product, whose row lock queues them), then ${duration} s of \`POST /api/v1/charge\` with the test provider over the orders placed. The most the machine answers,`,
    `  with queueing in every figure: not the budget's case;`,
    `- open loop (the budget's case): ${buyers} buyers, each placing an order (one of ${openProducts} products) and paying it a second later, then the next order, for ${openDuration} s`,
    `  (${(buyers * requestsPerSecondPerBuyer) / 2} orders and ${(buyers * requestsPerSecondPerBuyer) / 2} payments a second, far above people's pace); latencies leave out each buyer's first order and payment (connection set-up).`,
    `"CPU ms/answer": CPU time of the server processes and of the bench database's PostgreSQL backends, divided by the answers (from /proc; the open loop's by the answers of both routes).`,
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (the machine is shared; other work running at the same time slows every figure).`,
    `Budget: p99 of placing and of paying under 150 ms; never an oversold unit.`,
    '',
    '| load | route | requests/s | p50 ms | p99 ms | max ms | p99 < 150 ms | answers | non-2xx/errors | CPU ms/answer: server / PostgreSQL |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (w) =>
        `| ${w.load} | ${w.route} | ${w.perSec} | ${w.p50} | ${w.p99} | ${w.max} | ${ok(w.p99)} | ${w.answers} | ${w.failed} | ${w.serverCpuMs} / ${w.databaseCpuMs} |`,
    ),
    '',
    `Closed loop: orders placed ${r.placed}; paid ${r.paidOrders} in ${total} s = ${(r.paidOrders / total).toFixed(1)} placed-and-paid orders/s over both phases (a charge answered 200 ${r.paid} times; repeats of an already paid order answer 200 without charging).`,
    `Open loop: ${r.openPlaced} orders placed, ${r.openPaid} paid, ${r.openErrors} connection errors or timeouts.`,
    '',
    `Last-unit race: 20 buyers ordered and paid a product with stock 1 at once → answers ${JSON.stringify(r.race.sort())}, paid orders for it: ${r.racePaid} (must be 1), stock afterwards: ${r.raceStock} (must be 0).`,
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const section = await checkoutBench({
    duration: Number(arg('duration', '30')),
    openDuration: Number(arg('open-duration', '30')),
  });
  writeResultsSection(section);
  console.log(section);
  if (lastRace.paid !== 1 || lastRace.stock !== 0) process.exitCode = 1;
}
