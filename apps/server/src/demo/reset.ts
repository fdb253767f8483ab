import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../lib/storage/storage.ts';
import { DEMO_EMAIL_DOMAINS, resetRefusal } from './reset-guard.ts';

/** Everything the demo writes; CASCADE also empties tables that point at them (orders, tokens, …). */
const demoTables = [
  'users',
  'categories',
  'brands',
  'shops',
  // The marketplace sellers (their category commissions go with them by CASCADE).
  'sellers',
  'series',
  'products',
  'product_images',
  'product_pdfs',
  'product_lights',
  'ratings',
  'homepage_texts',
  'content_pages',
  'postal_services',
  'fdimm_sets',
  'coupons',
  // The invoice numbers of the demo's orders (the orders go with the users, by CASCADE), and the statements' (GS).
  'invoice_counters',
  // The monthly statements' runs (the statements and the sellers' change history go with the sellers, by CASCADE).
  'seller_statement_runs',
  'work_orders',
  'wm_documents',
  'wm_lines',
  'scan_events',
  'day_tasks',
  'day_notes',
  'day_ratings',
  'fast_tasks',
  'weekly_tasks',
  'user_comments',
  // The demo's click history (checkout_steps go with the users); figures_clicks is their roll-up,
  // which a truncate's missing delete triggers would otherwise leave counting the old clicks.
  'button_clicks',
  'figures_clicks',
];

/** Where a stored upload is served (account.service.ts); the rest of the address is its storage key. */
const uploadsPrefix = '/uploads/';

/**
 * Storage keys of the profile pictures of the demo's accounts. Only these are removed with the
 * accounts: a file no demo account points at (another database's, a real customer's) stays.
 */
async function demoUploads(db: Pick<Db, 'execute'>): Promise<string[]> {
  const domains = sql.join(
    DEMO_EMAIL_DOMAINS.map((d) => sql`${`%@${d}`}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select image from users
    where image like ${`${uploadsPrefix}%`} and lower(email) like any (array[${domains}])`)) as unknown as {
    rows: { image: string }[];
  };
  return result.rows.map((r) => r.image.slice(uploadsPrefix.length));
}

export type ResetResult = { refused: string } | { removedFiles: number; failedFiles: string[] };

/**
 * `npm run demo -- --reset`: empties the demo tables and removes the demo accounts' uploaded
 * profile pictures, which the truncate would otherwise leave behind in the storage. Refused
 * (nothing deleted, no file touched) in production and when real customers or orders exist
 * (decision 052).
 */
export async function resetDemoData(
  db: Pick<Db, 'execute'>,
  storage: FileStorage,
  nodeEnv: string,
): Promise<ResetResult> {
  const refusal = await resetRefusal(db, nodeEnv);
  if (refusal) return { refused: refusal };
  const uploads = await demoUploads(db);
  await db.execute(sql.raw(`truncate ${demoTables.join(', ')} restart identity cascade`));
  // After the truncate: a failed truncate leaves the pictures with the accounts that show them.
  // A file that cannot be removed is reported; the data are gone already, so the reset goes on.
  let removedFiles = 0;
  const failedFiles: string[] = [];
  for (const key of uploads) {
    try {
      await storage.delete(key);
      removedFiles++;
    } catch {
      failedFiles.push(key);
    }
  }
  return { removedFiles, failedFiles };
}
