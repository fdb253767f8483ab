import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Reader } from '../catalog.queries.ts';
import { loadProducts, loadRefs } from './catalog-loader.ts';
import type { CatalogRefs, ProductRecord } from './product-record.ts';
import { rows } from '../../../db/raw.ts';

/**
 * What a look of the read model (catalog-read-model.ts) reads from PostgreSQL, in one
 * REPEATABLE READ transaction (decision 015): the change rows committed after the snapshot
 * the records were loaded at, and the changed products; and the pruning of old change rows.
 */

/** Above this share of changed products a full reload is cheaper than reloading by id. */
const FULL_RELOAD_SHARE = 0.2;
/** The vocabulary (search_words) is reloaded with product changes at most this often. */
const VOCABULARY_MAX_AGE_MS = 60_000;
/** Change rows older than this are pruned (every few minutes, by whichever instance looks). */
const PRUNE_AFTER = '10 minutes';

/**
 * What a look read in its transaction, applied after it committed. `whole`: every product and
 * reference table reloaded because the look could not tell what changed (first load, pruned
 * change rows, a reference table changed); else only many products changed.
 */
export type Found =
  | { kind: 'all'; snap: string; products: ProductRecord[]; refs: CatalogRefs; whole: boolean }
  | { kind: 'some'; snap: string; changed: number[]; reloaded: ProductRecord[]; words: string[] | null }
  | { kind: 'none'; snap: string };

/** Where a look starts from: nothing loaded yet (null), or the records' snapshot and size. */
interface LookStart {
  loadedText: string;
  records: number;
  /** Date.now() of the last load of search_words. */
  wordsLoadedAt: number;
}

/** Change rows (selecting `what`) committed after the snapshot `prev`. */
export function changesAfter(prev: string, what: ReturnType<typeof sql>) {
  return sql`select ${what} from catalog_changes
      where xid >= pg_snapshot_xmin(${prev}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${prev}::pg_snapshot)`;
}

/** Everything a look needs, read in one snapshot. */
export async function readLook(tx: Reader, from: LookStart | null): Promise<Found> {
  if (!from) {
    const [{ snap }] = await rows<{ snap: string }>(tx, sql`select pg_current_snapshot()::text as snap`);
    const [products, refs] = [await loadProducts(tx, null), await loadRefs(tx)];
    return { kind: 'all', snap, products, refs, whole: true };
  }
  const limit = Math.max(100, Math.floor(from.records * FULL_RELOAD_SHARE));
  // pg_current_snapshot() is the first statement: in REPEATABLE READ it is the snapshot
  // every later statement of this transaction reads in.
  const [row] = await rows<{ snap: string; pruned: boolean; everything: boolean; products: number[] }>(
    tx,
    sql`select pg_current_snapshot()::text as snap,
          (select pruned_below > pg_snapshot_xmin(${from.loadedText}::pg_snapshot) from catalog_change_horizon) as pruned,
          exists(${changesAfter(from.loadedText, sql`1`)} and product_id is null) as everything,
          array(select distinct product_id from (${changesAfter(from.loadedText, sql`product_id`)} and product_id is not null) c limit ${limit + 1}) as products`,
  );
  if (row.pruned || row.everything || row.products.length > limit) {
    const [products, refs] = [await loadProducts(tx, null), await loadRefs(tx)];
    return { kind: 'all', snap: row.snap, products, refs, whole: row.pruned || row.everything };
  }
  if (!row.products.length) return { kind: 'none', snap: row.snap };
  const reloaded = await loadProducts(tx, row.products);
  const words =
    Date.now() - from.wordsLoadedAt > VOCABULARY_MAX_AGE_MS
      ? (await rows<{ word: string }>(tx, sql`select word from search_words`)).map((w) => w.word)
      : null;
  return { kind: 'some', snap: row.snap, changed: row.products, reloaded, words };
}

/**
 * Deletes change rows older than PRUNE_AFTER, below a horizon every instance can compare its
 * snapshot with: rows of transactions below it may be gone. The horizon is at most the
 * oldest transaction still running, so no row below it can still appear.
 */
export async function pruneChanges(db: Db) {
  await db.execute(sql`with h as (
      select least(coalesce((select min(xid) from catalog_changes where at > now() - ${PRUNE_AFTER}::interval), pg_snapshot_xmin(pg_current_snapshot())),
                   pg_snapshot_xmin(pg_current_snapshot())) as below),
    u as (update catalog_change_horizon set pruned_below = greatest(pruned_below, (select below from h)) returning pruned_below)
    delete from catalog_changes where xid < (select max(pruned_below) from u)`);
}
