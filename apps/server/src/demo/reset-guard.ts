import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Domains of the accounts the demo creates (demo/users.ts, demo/people.ts): every other account is a real one. */
export const DEMO_EMAIL_DOMAINS = ['wohnwerk.test', 'beispiel.test', 'moebel-nord.test', 'holzwerk-sued.test'];

/**
 * Why `npm run demo -- --reset` must not run, or null when it may. The reset truncates with
 * CASCADE, which would take real orders and customers with it; so it only runs where everything
 * in those tables is the demo's own, and never in production (decision 052).
 */
export async function resetRefusal(db: Pick<Db, 'execute'>, nodeEnv: string): Promise<string | null> {
  if (nodeEnv === 'production') return "Refusing --reset with NODE_ENV=production: it would delete the shop's data.";
  const domains = sql.join(
    DEMO_EMAIL_DOMAINS.map((d) => sql`${`%@${d}`}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select (select count(*)::int from users where not (lower(email) like any (array[${domains}]))) as customers,
           (select count(*)::int from orders where not is_demo) as orders`)) as unknown as {
    rows: { customers: number; orders: number }[];
  };
  const { customers, orders } = result.rows[0];
  if (customers + orders === 0) return null;
  return `Refusing --reset: the database holds ${orders} real order(s) and ${customers} real account(s) the demo did not create. Remove them deliberately first, or use another DATA_DIR/DATABASE_URL.`;
}
