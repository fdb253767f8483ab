import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * Figures budget (DESIGN.md "Budgets", decision 140): with 1,000,000 orders and 5,000,000 click records
 * on PostgreSQL, GET /api/v1/admin/figures for 30 days and for a whole year under 300 ms.
 * Seeds a scratch database through the shop's own tables, so the roll-up triggers (decision 140)
 * do the work they do in production: 100,000 products in 40 categories, 100,000 customers,
 * 1,000,000 orders over 400 days (85 % delivered, 3 % refunded, 7 % cancelled, 5 % unpaid; every
 * other order two lines, products drawn uniformly, the worst case for the top-products roll-up),
 * 2,000,000 product-button clicks and 3,000,000 checkout steps. Then asks the API in-process
 * (app.inject, a staff token), each request another window so no two read the same days.
 *
 * `npm run bench:figures [-- --requests 40]`; writes the "Figures" section of bench/RESULTS.md
 * (figuresBench() answers it for npm run bench, which skips it with --skip-figures).
 */
const ORDERS = 1_000_000;
const BUTTON_CLICKS = 2_000_000;
const CHECKOUT_STEPS = 3_000_000;
const PRODUCTS = 100_000;
const CUSTOMERS = 100_000;
const BATCH = 50_000;
const DAYS = 400;

const address = JSON.stringify({
  address_1: 'Benchweg 1',
  address_2: '',
  city: 'Leipzig',
  country: 'DE',
  zip: '04109',
});

interface Row {
  scenario: string;
  p50: number;
  p95: number;
  max: number;
  requests: number;
  /** The first request of the scenario (unmeasured). */
  first: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (n: number) => Math.round(n * 10) / 10;
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function seed(url: string, log: (s: string) => void) {
  const database = openPostgres(url, 2);
  await migrate(database);
  const pool = database.pool!;
  const timed = async (sql: string, values: unknown[] = []) => {
    const started = performance.now();
    await pool.query(sql, values);
    return performance.now() - started;
  };
  const start = performance.now();
  await timed(`with s as (insert into shops (name, slug) values ('Bench', 'bench') returning id),
          c as (insert into categories (slug, name_de) select 'bench-' || g, 'Kategorie ' || g from generate_series(1, 40) g returning id)
     insert into products (code, name, price_cents, stock, category_id, shop_id)
     select 'BENCH-' || g, 'Produkt ' || g, 1000 + (g * 7919) % 200000, g % 60,
            (select min(id) from c) + g % 40, (select id from s)
       from generate_series(1, ${PRODUCTS}) g`);
  await timed(`insert into users (name, email, role, password_hash)
     select 'Kunde ' || g, 'kunde' || g || '@bench.test', 'customer', 'x' from generate_series(1, ${CUSTOMERS}) g`);
  const { rows } = await pool.query<{ p: number; u: number }>(
    'select (select min(id) from products) as p, (select min(id) from users) as u',
  );
  const { p: firstProduct, u: firstUser } = rows[0];
  log(`catalogue and customers seeded in ${Math.round((performance.now() - start) / 1000)} s`);

  const ordersStart = performance.now();
  for (let from = 1; from <= ORDERS; from += BATCH) {
    const to = Math.min(ORDERS, from + BATCH - 1);
    const before = (await pool.query<{ m: number }>('select coalesce(max(id), 0) as m from orders')).rows[0].m;
    await timed(
      `insert into orders (order_number, user_id, email, customer_name, status, subtotal_cents, discount_cents,
                           total_cents, vat_cents, shipping_address, billing_address, expires_at, paid_at, created_at)
       select 'WB-' || g, $1::int + u, 'kunde' || u || '@bench.test', 'Kunde', s::order_status, sub, disc, sub - disc,
              round((sub - disc) * 19 / 119.0), $3::jsonb, $3::jsonb, created + interval '30 minutes',
              case when s in ('delivered', 'refunded') then created + interval '2 minutes' end, created
         from (select g, (random() * ${CUSTOMERS - 1})::int as u,
                      now() - random() * interval '${DAYS} days' as created,
                      (5000 + random() * 150000)::int as sub,
                      case when random() < 0.1 then 1000 else 0 end as disc,
                      (array['delivered','refunded','cancelled','pending_payment'])[
                        case when r < 0.85 then 1 when r < 0.88 then 2 when r < 0.95 then 3 else 4 end] as s
                 from (select g, random() as r from generate_series($2::int, $2::int + ${to - from}) g) x) y`,
      [firstUser, from, address],
    );
    // Lines after their orders, as a seed or an import writes them: the order_items trigger counts them.
    await timed(
      `insert into order_items (order_id, product_id, product_name, unit_price_cents, qty, line_cents)
       select o.id, $1::int + (random() * ${PRODUCTS - 1})::int, 'Produkt', part, 1, part
         from orders o
         cross join lateral (select case when n = 1 then o.subtotal_cents / (1 + o.id % 2)
                                         else o.subtotal_cents - o.subtotal_cents / 2 end as part
                               from generate_series(1, 1 + o.id % 2) n) l
        where o.id > $2::int`,
      [firstProduct, before],
    );
    if (to % 200_000 === 0) log(`${to.toLocaleString('en')} orders`);
  }
  const ordersSeconds = (performance.now() - ordersStart) / 1000;

  const clicksStart = performance.now();
  for (let done = 0; done < BUTTON_CLICKS; done += 500_000)
    await timed(
      `insert into button_clicks (product_id, button, user_id, created_at)
       select $1::int + (random() * ${PRODUCTS - 1})::int, case when random() < 0.8 then 'ADD_TO_CART' else 'ADD_TO_WISHLIST' end,
              null, now() - random() * interval '${DAYS} days'
         from generate_series(1, 500000)`,
      [firstProduct],
    );
  for (let done = 0; done < CHECKOUT_STEPS; done += 500_000)
    await timed(`insert into checkout_steps (user_id, step, payload, created_at)
       select null, (array['STEP_1','STEP_1','STEP_1','STEP_2','STEP_2','STEP_3','STEP_4'])[1 + (random() * 6)::int],
              '{}'::jsonb, now() - random() * interval '${DAYS} days'
         from generate_series(1, 500000)`);
  const clicksSeconds = (performance.now() - clicksStart) / 1000;
  await pool.query('analyze');
  const sizes = await pool.query<{ t: string; n: string }>(
    `select 'figures_days' as t, count(*)::text as n from figures_days
     union all select 'figures_clicks', count(*)::text from figures_clicks
     union all select 'figures_product_days', count(*)::text from figures_product_days`,
  );
  await database.close();
  return { ordersSeconds, clicksSeconds, sizes: sizes.rows };
}

async function measure(url: string, requests: number): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-figures-bench-'));
  const database = openPostgres(url, 4);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://bench.test',
    DATABASE_URL: url,
    DEMO_DATA: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    await database.pool!.query(
      `insert into users (name, email, role, password_hash) values ('Bench Staff', 'staff@bench.test', 'staff', $1)`,
      [await hashPassword('Bench123!')],
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'staff@bench.test', password: 'Bench123!' },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const scenarios = [
      { scenario: '30 days, by day', days: 30, granularity: 'day' },
      { scenario: 'a year (365 days), by week', days: 365, granularity: 'week' },
      { scenario: 'a year (365 days), by day', days: 365, granularity: 'day' },
    ];
    const out: Row[] = [];
    for (const s of scenarios) {
      const times: number[] = [];
      let first = 0;
      for (let i = -3; i < requests; i++) {
        // Each request another window, spread over the seeded days (so later requests still meet
        // days the server has not read yet), ending within them.
        const shift = (Math.max(0, i) * 37) % (DAYS - s.days);
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/admin/figures?from=${day(shift + s.days - 1)}&to=${day(shift)}&granularity=${s.granularity}`,
          headers,
        });
        const took = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`figures answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (i >= 0) times.push(took);
        else if (i === -3) first = took;
      }
      times.sort((a, b) => a - b);
      out.push({
        scenario: s.scenario,
        first: ms(first),
        p50: ms(quantile(times, 0.5)),
        p95: ms(quantile(times, 0.95)),
        max: ms(times.at(-1)!),
        requests,
      });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function figuresBench(options: { requests?: number } = {}): Promise<string> {
  const requests = options.requests ?? 40;
  const { seeded, rows } = await withScratchDatabase('wohnwerk_bench_figures', async (url) => {
    const seeded = await seed(url, (s) => console.log(`  ${s}`));
    return { seeded, rows: await measure(url, requests) };
  });
  const ok = (n: number) => (n < 300 ? 'yes' : 'NO');
  return [
    '## Figures',
    '',
    `Written by \`npm run bench:figures\` (or \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)} on PostgreSQL, this machine (${os.cpus().length} cores, shared; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}).`,
    `Seeded through the shop's tables, so the roll-up triggers did their production work (decision 140): ${PRODUCTS.toLocaleString('en')} products, ${CUSTOMERS.toLocaleString('en')} customers,`,
    `${ORDERS.toLocaleString('en')} orders over ${DAYS} days with 1.5 lines each (products drawn uniformly), in statements of ${BATCH.toLocaleString('en')}: ${seeded.ordersSeconds.toFixed(0)} s;`,
    `${(BUTTON_CLICKS + CHECKOUT_STEPS).toLocaleString('en')} clicks (${BUTTON_CLICKS.toLocaleString('en')} product buttons, ${CHECKOUT_STEPS.toLocaleString('en')} checkout steps): ${seeded.clicksSeconds.toFixed(0)} s.`,
    `Roll-up rows: ${seeded.sizes.map((s) => `${s.t} ${Number(s.n).toLocaleString('en')}`).join(', ')}.`,
    `GET /api/v1/admin/figures in-process (app.inject, staff token), one request at a time, ${requests} per scenario after 3 unmeasured, each another window, spread over the seeded ${DAYS} days (not neighbours).`,
    'Budget: under 300 ms for 30 days and for a year.',
    '',
    '"first ms" is the scenario\'s first (unmeasured) request: the product sales of days not yet in the server\'s memory are read then (decision 143).',
    '',
    '| period | requests | p50 ms | p95 ms | max ms | max < 300 ms | first ms |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.scenario} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.max} | ${ok(r.max)} | ${r.first} |`,
    ),
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  const i = process.argv.indexOf('--requests');
  const section = await figuresBench({ requests: i > 0 ? Number(process.argv[i + 1]) : undefined });
  writeResultsSection(section);
  console.log(section);
  process.exit(0);
}
