import pg from 'pg';

/**
 * Seeds `count` orders straight into PostgreSQL for the staff benches (order list, figures):
 * realistic shares of statuses and payment methods, 200,000 customers (e-mail and name), orders
 * spread over the last three years, one item each. Plain SQL with generate_series, in batches, so a
 * million rows take a minute or two; then VACUUM ANALYZE so the planner and index-only scans see
 * them as a live shop's would. Order numbers have 7 digits (WW-<year>-0000001), apart from the
 * shop's own 6-digit ones. Reusable: `seedOrders(databaseUrl, 1_000_000)`.
 */
export async function seedOrders(
  url: string,
  count: number,
  log: (message: string) => void = console.log,
): Promise<{ customers: number; first: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const customers = Math.min(200_000, Math.max(1, Math.floor(count / 5)));
  try {
    const {
      rows: [{ base }],
    } = await client.query<{ base: number }>('select coalesce(max(id), 0)::int as base from orders');
    const spanSeconds = 3 * 365 * 86_400;
    const batch = 100_000;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query(
        `insert into orders (id, order_number, email, customer_name, status, subtotal_cents, discount_cents, total_cents,
           vat_cents, shipping_address, billing_address, payment_method, expires_at, paid_at, created_at, updated_at, is_demo)
         select $1::int + g,
           'WW-' || extract(year from at)::int || '-' || lpad(g::text, 7, '0'),
           'kunde' || (g % $2::int) || '@beispiel.test',
           (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hannes','Ida','Jonas','Klara','Lukas','Mia','Noah','Paula','Quirin'])[1 + (g % 16)]
             || ' ' ||
           (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Schröder','Neumann','Braun','Zimmermann'])[1 + ((g / 16) % 18)]
             || ' ' || (g % $2::int),
           (case when r < 1 then 'pending_payment' when r < 4 then 'paid' when r < 6 then 'processing' when r < 11 then 'shipped'
                 when r < 85 then 'delivered' when r < 95 then 'cancelled' else 'refunded' end)::order_status,
           cents, 0, cents, round(cents * 19.0 / 119)::int,
           '{"address_1":"Benchstraße 1","address_2":"EG","city":"Leipzig","country":"Deutschland","zip":"04109"}'::jsonb,
           '{"address_1":"Benchstraße 1","address_2":"EG","city":"Leipzig","country":"Deutschland","zip":"04109"}'::jsonb,
           case when g % 3 = 0 then 'paypal' else 'card' end,
           at + interval '30 minutes', case when r >= 1 and r < 85 then at + interval '1 minute' end, at, at, true
         from (
           select g, (g * 7919) % 100 as r, 4999 + (g * 104729) % 250000 as cents,
                  now() - make_interval(secs => (($3::int - g)::float8 * $4::float8 / $3::int)) as at
           from generate_series($5::int, $6::int) as g
         ) s`,
        [base, customers, count, spanSeconds, from, to],
      );
      log(`  orders ${to.toLocaleString('en')} / ${count.toLocaleString('en')}`);
    }
    await client.query(
      `select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders) + 1, false)`,
    );
    await client.query('vacuum analyze orders');
    return { customers, first: base + 1 };
  } finally {
    await client.end();
  }
}
