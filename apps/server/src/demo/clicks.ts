import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Days of click history before the demo's today (today itself starts empty, as a live shop's morning). */
const DEMO_CLICK_DAYS = 90;

/**
 * A plausible history of the storefront's clicks and checkout steps for the figures (issue 34), built
 * back from the demo's orders: each day's step 4 (review confirmed) is that day's placed orders plus
 * now and then one who stopped at the payment; every earlier step loses a few more customers, and
 * about half the cart clicks lead into the checkout; a quarter as many wish-list clicks. So the funnel
 * narrows step by step and never shows more orders than confirmations. Two set-based statements
 * (generate_series), so the figures' click roll-up triggers run once per table; the numbers come from
 * the day's index and the orders, not a random stream, so the same `today` gives the same shop.
 */
export async function seedDemoClicks(db: Db, today: string, customerIds: number[]): Promise<void> {
  const days = sql`
    with base as (
      select i, (${today}::date - i) as day,
             (select count(*)::int from orders o
               where (o.created_at at time zone 'Europe/Berlin')::date = ${today}::date - i) as placed
        from generate_series(1, ${DEMO_CLICK_DAYS}) as i),
    s4 as (select *, placed + case when i % 4 = 0 then 1 else 0 end as step4 from base),
    s3 as (select *, step4 + case when i % 3 = 0 then 1 else 0 end as step3 from s4),
    s2 as (select *, step3 + 1 + i % 2 as step2 from s3),
    s1 as (select *, step2 + 1 + i % 3 as step1 from s2)
    select *, 2 * step1 + 3 + (i * 37) % 7
              + case when extract(isodow from day) >= 6 then 3 else 0 end as carts from s1`;
  // Each click at a daytime minute of its Berlin day (08:00–21:59), spread by a multiplicative step.
  const at = (k: unknown) =>
    sql`((day + time '08:00' + make_interval(mins => ((${k} * 613 + i * 97) % 840)::int)) at time zone 'Europe/Berlin')`;
  await db.execute(sql`
    with days as (${days}),
         p as (select array_agg(id order by id) as ids from products where active)
    insert into button_clicks (product_id, button, user_id, created_at)
    select p.ids[1 + ((k * 31 + i * 7) % cardinality(p.ids))],
           case when k >= carts then 'ADD_TO_WISHLIST' else 'ADD_TO_CART' end,
           null, ${at(sql`k`)}
      from days, p, generate_series(0, carts + carts / 4 - 1) as k
     where cardinality(p.ids) > 0`);
  const customers = sql.raw(`array[${customerIds.map((id) => Number(id)).join(',') || 'null'}]::int[]`);
  await db.execute(sql`
    with days as (${days}),
         reached as (
           select i, day, 1 as step, step1 as n from days
           union all select i, day, 2, step2 from days
           union all select i, day, 3, step3 from days
           union all select i, day, 4, step4 from days)
    insert into checkout_steps (user_id, step, payload, created_at)
    select (${customers})[1 + (k % cardinality(${customers}))], 'STEP_' || step, '{}'::jsonb, ${at(sql`(k + step * 11)`)}
      from reached, generate_series(0, n - 1) as k`);
}
