import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Reader } from '../catalog.queries.ts';
import {
  activeProducts,
  loadPrices,
  loadProducts,
  loadRefs,
  PRICE_COLUMNS,
  type PriceRow,
  withPrices,
} from './catalog-loader.ts';
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
  | {
      kind: 'some';
      snap: string;
      changed: number[];
      reloaded: ProductRecord[];
      /** How many of `reloaded` were read as price, stock and rating only (loadPrices). */
      repriced: number;
      words: string[] | null;
    }
  | { kind: 'none'; snap: string };

/** Where a look starts from: nothing loaded yet (null), or the records' snapshot, size and records. */
interface LookStart {
  loadedText: string;
  records: number;
  /** The loaded record of a product, if any: a product whose price, stock or rating alone changed is reloaded from it. */
  recordOf: (id: number) => ProductRecord | undefined;
  /** Date.now() of the last load of search_words. */
  wordsLoadedAt: number;
}

/** Change rows (selecting `what`) committed after the snapshot `prev`. */
function changesAfter(prev: string, what: ReturnType<typeof sql>) {
  return sql`select ${what} from catalog_changes
      where xid >= pg_snapshot_xmin(${prev}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${prev}::pg_snapshot)`;
}

/** pg_current_snapshot() as text: which transactions a statement begun now sees. */
export async function currentSnapshot(db: Reader): Promise<string> {
  const [row] = await rows<{ snap: string }>(db, sql`select pg_current_snapshot()::text as snap`);
  return row.snap;
}

/** The database's snapshot now, and whether a catalogue change was committed after the snapshot `since`. */
export async function changedSince(db: Reader, since: string): Promise<{ snap: string; changed: boolean }> {
  const [row] = await rows<{ snap: string; changed: boolean }>(
    db,
    sql`select pg_current_snapshot()::text as snap, exists(${changesAfter(since, sql`1`)}) as changed`,
  );
  return row;
}

/** Above this many changed products (a share of the `records` loaded) a look reloads everything. */
const reloadLimit = (records: number) => Math.max(100, Math.floor(records * FULL_RELOAD_SHARE));

/**
 * The products changed after the snapshot `prev` (at most `limit` + 1), each with whether its content changed. A change
 * row names one product (product_id) or, for a statement that changed more, all of them (product_ids, decision 185).
 */
const changedAfter = (prev: string, limit: number) =>
  sql`select p.product_id, bool_or(c.content) as content
      from (${changesAfter(prev, sql`product_id, product_ids, content`)}) c
        cross join lateral unnest(coalesce(c.product_ids, array[c.product_id])) as p(product_id)
      where p.product_id is not null
      group by p.product_id limit ${limit + 1}`;

/**
 * Whether a look cannot tell what changed after the snapshot `prev`: change rows it needs were pruned, or a change
 * names no product (a reference table, a truncate).
 */
const unknownChanges = (prev: string) =>
  sql`(select pruned_below > pg_snapshot_xmin(${prev}::pg_snapshot) from catalog_change_horizon) as pruned,
      exists(${changesAfter(prev, sql`1`)} and product_id is null and product_ids is null) as everything`;

/**
 * Every active product, with its page texts when there are at most `pageTextsUpTo` of them
 * (CatalogReadModelOptions.pageTextsUpTo, decision 174).
 */
async function loadAll(tx: Reader, pageTextsUpTo: number) {
  const texts = (await activeProducts(tx)) <= pageTextsUpTo;
  return loadProducts(tx, null, texts);
}

/**
 * Everything a look needs, read in one snapshot. Products are read with their page texts while the
 * catalogue has at most `pageTextsUpTo` active products (decision 174).
 */
export async function readLook(tx: Reader, from: LookStart | null, pageTextsUpTo = Infinity): Promise<Found> {
  if (!from) {
    const [{ snap }] = await rows<{ snap: string }>(tx, sql`select pg_current_snapshot()::text as snap`);
    const [products, refs] = [await loadAll(tx, pageTextsUpTo), await loadRefs(tx)];
    return { kind: 'all', snap, products, refs, whole: true };
  }
  const limit = reloadLimit(from.records);
  // pg_current_snapshot() is the first statement: in REPEATABLE READ it is the snapshot
  // every later statement of this transaction reads in.
  const [row] = await rows<{
    snap: string;
    pruned: boolean;
    everything: boolean;
    products: number[];
    prices: number[];
  }>(
    tx,
    sql`with changed as (${changedAfter(from.loadedText, limit)})
        select pg_current_snapshot()::text as snap, ${unknownChanges(from.loadedText)},
          array(select product_id from changed where content) as products,
          array(select product_id from changed where not content) as prices`,
  );
  if (row.pruned || row.everything || row.products.length + row.prices.length > limit) {
    const [products, refs] = [await loadAll(tx, pageTextsUpTo), await loadRefs(tx)];
    return { kind: 'all', snap: row.snap, products, refs, whole: row.pruned || row.everything };
  }
  const changed = [...row.products, ...row.prices];
  if (!changed.length) return { kind: 'none', snap: row.snap };
  // Only a price, stock or rating changed (decision 146): from the loaded record where there is
  // one; a product not loaded (inactive then) is loaded whole.
  const repriced: ProductRecord[] = [];
  const whole = row.products;
  for (const id of row.prices) {
    const old = from.recordOf(id);
    if (old) repriced.push(old);
    else whole.push(id);
  }
  const reloaded = await loadProducts(tx, whole, from.records <= pageTextsUpTo);
  for (const p of await loadPrices(tx, repriced)) reloaded.push(p);
  const words =
    Date.now() - from.wordsLoadedAt > VOCABULARY_MAX_AGE_MS
      ? (await rows<{ word: string }>(tx, sql`select word from search_words`)).map((w) => w.word)
      : null;
  return { kind: 'some', snap: row.snap, changed, reloaded, repriced: repriced.length, words };
}

/**
 * A look in one statement, outside a transaction (decision 184): when only prices, stock or ratings of loaded
 * products changed (a price edit, a stock-and-price import's chunk) or nothing did, the statement's one snapshot
 * reads the changes and the new numbers together: one round trip where the transaction takes four (begin, changes,
 * prices, commit), each waiting for a turn of an event loop that a busy storefront keeps long. Answers null when the
 * look needs more (content changed, a product not loaded, change rows pruned, a whole table, too many changes, or the
 * vocabulary due): readLook then reads it.
 */
export async function quickLook(db: Reader, from: LookStart): Promise<Found | null> {
  if (Date.now() - from.wordsLoadedAt > VOCABULARY_MAX_AGE_MS) return null;
  const limit = reloadLimit(from.records);
  const [row] = await rows<{
    snap: string;
    pruned: boolean;
    everything: boolean;
    content: boolean;
    ids: number[];
    prices: PriceRow[];
  }>(
    db,
    sql`with changed as (${changedAfter(from.loadedText, limit)})
        select pg_current_snapshot()::text as snap, ${unknownChanges(from.loadedText)},
          exists(select 1 from changed where content) as content,
          array(select product_id from changed) as ids,
          coalesce((select json_agg(q) from (select ${PRICE_COLUMNS} from products
            where id in (select product_id from changed) and active) q), '[]'::json) as prices`,
  );
  if (row.pruned || row.everything || row.content || row.ids.length > limit) return null;
  if (!row.ids.length) return { kind: 'none', snap: row.snap };
  const olds = row.ids.map((id) => from.recordOf(id));
  if (olds.some((p) => p === undefined)) return null;
  const reloaded = await withPrices(olds as ProductRecord[], row.prices);
  return { kind: 'some', snap: row.snap, changed: row.ids, reloaded, repriced: olds.length, words: null };
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
