import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A price history that makes the reference price of reductions visible (decision 130). The
 * triggers record every demo product at its price of today; for the reduced ones (old price
 * above price) this writes instead: the old price since 120 days, the reduction since 1-7
 * days. Every 10th reduced product also had an earlier, smaller sale 25 to 15 days ago,
 * which lowers its reference below the old price (the shop strikes out that sale's price).
 * Then the reference is computed again by the same trigger as for any write.
 */
export async function backdatePriceHistory(tx: Db, productIdsAbove: number): Promise<void> {
  await tx.execute(sql`create temporary table demo_sale on commit drop as
    select id, price_cents, old_price_cents, row_number() over (order by id) as rn
    from products where id > ${productIdsAbove} and old_price_cents > price_cents`);
  await tx.execute(sql`delete from product_price_history h using demo_sale s where h.product_id = s.id`);
  await tx.execute(sql`insert into product_price_history (product_id, price_cents, old_price_cents, valid_from)
    select id, old_price_cents, null::int, now() - interval '120 days' from demo_sale
    union all
    select id, ((price_cents + old_price_cents) / 200) * 100 + 99, null::int, now() - interval '25 days'
      from demo_sale where rn % 10 = 1 and ((price_cents + old_price_cents) / 200) * 100 + 99 between price_cents + 100 and old_price_cents - 100
    union all
    select id, old_price_cents, null::int, now() - interval '15 days' from demo_sale where rn % 10 = 1
    union all
    select id, price_cents, old_price_cents, now() - make_interval(days => (rn % 7)::int + 1) from demo_sale`);
  await tx.execute(sql`update products p set old_price_cents = p.old_price_cents from demo_sale s where s.id = p.id`);
}
