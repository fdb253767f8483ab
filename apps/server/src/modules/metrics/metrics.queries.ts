import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { MAX_ATTEMPTS } from '../../lib/mail/outbox.ts';

export interface ShopFigures {
  /** Mails still to be delivered (not sent, not given up). */
  outboxBacklog: number;
  /** Seconds since the oldest catalogue change the read model's view does not show; null before it loaded. */
  readModelLagSeconds: number | null;
  /** Orders ever placed (every instance's). */
  orders: number;
  /** Payments that ended, by provider and outcome (succeeded, failed): both are final, so the counts only grow. */
  payments: { provider: string; status: string; count: number }[];
}

/**
 * The shop's figures for /metrics in one round trip. `shown` is the snapshot the read model's view
 * shows (CatalogReadModel.shownSnapshot): a change it does not see is one still to be shown.
 */
export async function readShopFigures(db: Db, shown: string | null): Promise<ShopFigures> {
  const lag = shown
    ? sql`(select coalesce(extract(epoch from now() - min(at)), 0) from catalog_changes
        where xid >= pg_snapshot_xmin(${shown}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${shown}::pg_snapshot))`
    : sql`null`;
  const [row] = await rows<{
    outbox: number;
    lag: number | null;
    orders: number;
    payments: { provider: string; status: string; count: number }[];
  }>(
    db,
    sql`select
      (select count(*) from mail_outbox where sent_at is null and attempts < ${MAX_ATTEMPTS})::int as outbox,
      ${lag}::float8 as lag,
      (select count(*) from orders)::int as orders,
      (select coalesce(json_agg(p), '[]') from (select provider, status::text as status, count(*)::int as count
        from payments where status <> 'pending' group by provider, status) p) as payments`,
  );
  return {
    outboxBacklog: row.outbox,
    readModelLagSeconds: row.lag === null ? null : Number(row.lag),
    orders: row.orders,
    payments: row.payments,
  };
}
