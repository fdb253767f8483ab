import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { rows, type Reader } from '../catalog.queries.ts';
import { loadProducts, loadRefs } from './catalog-loader.ts';
import { CatalogSnapshot } from './catalog-snapshot.ts';
import { covers, parseDbSnapshot, parseVersionToken, versionToken, type DbSnapshot } from './catalog-version.ts';
import type { CatalogRefs, ProductRecord } from './product-record.ts';
import { Vocabulary } from './vocabulary.ts';

/**
 * The storefront's catalogue in process memory (docs/decisions/006, 015, 016): product lists,
 * search and product pages are answered from a CatalogSnapshot instead of a SQL statement
 * per request. PostgreSQL stays the only source of truth: every write to the catalogue adds
 * rows to catalog_changes in its own transaction (triggers, migrations 0007 and 0012), each
 * with its transaction id, and NOTIFYs catalog_changes at commit.
 *
 * - A notification wakes a look; a look reads, in one REPEATABLE READ transaction, the change
 *   rows visible now and not in the view's snapshot, and the changed products, and applies
 *   them. A poll every `refreshMs` is the safety net for a lost listening connection.
 * - Reads never wait for a look, except for a version they ask for (a write's answer
 *   carries one, see catalog-version.ts) or this process's own catalogue writes: then they
 *   wait for one look that began after the write.
 * - A model that cannot prove it saw every change since its snapshot (the change rows it
 *   needs were pruned, see catalog_change_horizon) reloads everything.
 */

/** Above this share of changed products a full reload is cheaper than reloading by id. */
const FULL_RELOAD_SHARE = 0.2;
/** The vocabulary (search_words) is reloaded with product changes at most this often. */
const VOCABULARY_MAX_AGE_MS = 60_000;
/** Change rows older than this are pruned (every few minutes, by whichever instance looks). */
const PRUNE_AFTER = '10 minutes';
const PRUNE_EVERY_MS = 5 * 60_000;

export interface CatalogView {
  snapshot: CatalogSnapshot;
  vocabulary: Vocabulary;
}

export interface CatalogReadModelOptions {
  /** Safety-net poll interval in ms; 0 polls never (notifications only). */
  refreshMs: number;
  /** LISTEN for the change notifications (Database.listen); without it the model only polls. */
  listen?: Database['listen'];
  /** Told when a background look fails (reads keep the last view; the next look repeats it). */
  onLookError?: (err: unknown) => void;
}

/** What a look read in its transaction, applied after it committed. */
type Found =
  | { kind: 'all'; snap: string; products: ProductRecord[]; refs: CatalogRefs }
  | { kind: 'some'; snap: string; changed: number[]; reloaded: ProductRecord[]; words: string[] | null }
  | { kind: 'none'; snap: string };

export class CatalogReadModel {
  private view: CatalogView | null = null;
  /** The database snapshot the view shows (text and parsed). */
  private seenText = '';
  private seen: DbSnapshot | null = null;
  private records = new Map<number, ProductRecord>();
  private refs: CatalogRefs | null = null;
  private wordsLoadedAt = 0;
  private prunedAt = Date.now();
  /** The version of this process's latest catalogue write its reads have not caught up with. */
  private ownVersion: DbSnapshot | null = null;
  private looking: Promise<void> | null = null;
  /** A look queued to begin when the running one ends (callers that need a look begun after now). */
  private queued: Promise<void> | null = null;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Looks done, by kind (tests and the bench read these). */
  readonly stats = { looks: 0, fullLoads: 0, productReloads: 0 };

  private readonly refreshMs: number;
  private readonly onLookError: (err: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly options: CatalogReadModelOptions,
  ) {
    this.refreshMs = options.refreshMs;
    this.onLookError = options.onLookError ?? (() => undefined);
  }

  /** The view, loaded on first use; covers this process's own catalogue writes. */
  async current(): Promise<CatalogView> {
    if (!this.view) await this.start();
    const own = this.ownVersion;
    if (own) {
      if (!covers(this.seen!, own)) await this.look();
      if (this.ownVersion === own) this.ownVersion = null;
    }
    return this.view!;
  }

  /**
   * A view that shows the catalogue version a read asks for (VERSION_HEADER or the cookie):
   * null when the current view does (or the token is unreadable), else a promise of one
   * look begun after now, which sees every write committed before the read arrived.
   */
  atLeast(token: string): Promise<CatalogView> | null {
    if (!this.seen) return this.current();
    const version = parseVersionToken(token);
    if (!version || covers(this.seen, version)) return null;
    return this.look().then(() => this.view!);
  }

  /**
   * After a write request of this process: when the catalogue changed since the view's
   * snapshot, answers the version to hand to the client, and this process's next reads wait
   * for a look that shows it. Writes that touched no catalogue data answer null and cost
   * reads nothing.
   */
  async versionAfterWrite(since: string | null = this.writeMark()): Promise<string | null> {
    if (!this.seen || !since) return null;
    const [row] = await rows<{ snap: string; changed: boolean }>(
      this.db,
      sql`select pg_current_snapshot()::text as snap, exists(${this.changesAfter(since, sql`1`)}) as changed`,
    );
    if (!row.changed) return null;
    this.ownVersion = parseDbSnapshot(row.snap);
    this.look().catch(this.onLookError);
    return versionToken(row.snap);
  }

  /**
   * A write of this process may have changed the catalogue: look soon, in the background.
   * Kept for callers from before the change notifications; no longer needed (the triggers
   * notify every instance, and write answers carry their version).
   */
  markStale() {
    if (this.view && !this.closed) this.look().catch(this.onLookError);
  }

  /** Loads the catalogue and starts following its changes; concurrent callers share it. */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (this.options.listen) {
        this.stopListening = await this.options.listen('catalog_changes', {
          notify: () => this.markStale(),
          reconnected: () => this.markStale(),
        });
      }
      await this.look();
      if (this.refreshMs > 0) {
        this.timer = setInterval(() => {
          if (!this.looking) this.markStale();
        }, this.refreshMs);
        this.timer.unref();
      }
    })();
    this.started.catch(() => (this.started = null));
    return this.started;
  }

  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    await this.looking?.catch(() => undefined);
  }

  /** A look begun now or later (after the running one); concurrent callers share it. */
  private look(): Promise<void> {
    if (!this.looking) {
      this.looking = this.runLook().finally(() => (this.looking = null));
      return this.looking;
    }
    this.queued ??= this.looking
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.look();
      });
    return this.queued;
  }

  /**
   * The view's snapshot as a write request begins: versionAfterWrite(mark) asks for changes
   * committed after it. Asking against the view at the write's end would miss the write when
   * a notification-driven look applied it meanwhile, and the answer would carry no version
   * for the other instances to wait for.
   */
  writeMark(): string | null {
    return this.seen ? this.seenText : null;
  }

  /** Change rows (selecting `what`) committed after the view's snapshot. */
  private unseenChanges(what: ReturnType<typeof sql>) {
    return this.changesAfter(this.seenText, what);
  }

  /** Change rows (selecting `what`) committed after the snapshot `prev`. */
  private changesAfter(prev: string, what: ReturnType<typeof sql>) {
    return sql`select ${what} from catalog_changes
      where xid >= pg_snapshot_xmin(${prev}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${prev}::pg_snapshot)`;
  }

  private async runLook(): Promise<void> {
    const found = await this.db.transaction((tx) => this.read(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    await this.apply(found);
    this.stats.looks++;
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.prune().catch(this.onLookError);
    }
  }

  /** Everything a look needs, read in one snapshot. */
  private async read(tx: Reader): Promise<Found> {
    if (!this.view) {
      const [{ snap }] = await rows<{ snap: string }>(tx, sql`select pg_current_snapshot()::text as snap`);
      const [products, refs] = [await loadProducts(tx, null), await loadRefs(tx)];
      return { kind: 'all', snap, products, refs };
    }
    const limit = Math.max(100, Math.floor(this.records.size * FULL_RELOAD_SHARE));
    // pg_current_snapshot() is the first statement: in REPEATABLE READ it is the snapshot
    // every later statement of this transaction reads in.
    const [row] = await rows<{ snap: string; pruned: boolean; everything: boolean; products: number[] }>(
      tx,
      sql`select pg_current_snapshot()::text as snap,
            (select pruned_below > pg_snapshot_xmin(${this.seenText}::pg_snapshot) from catalog_change_horizon) as pruned,
            exists(${this.unseenChanges(sql`1`)} and product_id is null) as everything,
            array(select distinct product_id from (${this.unseenChanges(sql`product_id`)} and product_id is not null) c limit ${limit + 1}) as products`,
    );
    if (row.pruned || row.everything || row.products.length > limit) {
      const [products, refs] = [await loadProducts(tx, null), await loadRefs(tx)];
      return { kind: 'all', snap: row.snap, products, refs };
    }
    if (!row.products.length) return { kind: 'none', snap: row.snap };
    const reloaded = await loadProducts(tx, row.products);
    const words =
      Date.now() - this.wordsLoadedAt > VOCABULARY_MAX_AGE_MS
        ? (await rows<{ word: string }>(tx, sql`select word from search_words`)).map((w) => w.word)
        : null;
    return { kind: 'some', snap: row.snap, changed: row.products, reloaded, words };
  }

  /** Puts what a look read into the view; a rebuild of the indexes runs in slices (017). */
  private async apply(found: Found) {
    const seen = parseDbSnapshot(found.snap);
    if (!seen) throw new Error(`unreadable database snapshot ${found.snap}`);
    if (found.kind === 'all') {
      this.records = new Map(found.products.map((p) => [p.id, p]));
      this.refs = found.refs;
      this.wordsLoadedAt = Date.now();
      this.view = {
        snapshot: await CatalogSnapshot.build(this.records.values(), found.refs),
        vocabulary: new Vocabulary(found.refs.words),
      };
      this.stats.fullLoads++;
    } else if (found.kind === 'some') {
      this.stats.productReloads++;
      const { changed, reloaded } = found;
      // Changes of prices and unindexed fields (ratings, stock, texts) are put in place; anything
      // else (a name, a category, a deactivated product) rebuilds the indexes, in slices.
      const inPlace =
        reloaded.length === changed.length &&
        reloaded.every((p) => this.records.has(p.id) && this.view!.snapshot.patch(p));
      for (const id of changed) this.records.delete(id);
      for (const p of reloaded) this.records.set(p.id, p);
      let vocabulary = this.view!.vocabulary;
      if (found.words) {
        this.refs = { ...this.refs!, words: found.words };
        this.wordsLoadedAt = Date.now();
        vocabulary = new Vocabulary(found.words);
      }
      if (!inPlace)
        this.view = { snapshot: await CatalogSnapshot.build(this.records.values(), this.refs!), vocabulary };
      else if (vocabulary !== this.view!.vocabulary) this.view = { ...this.view!, vocabulary };
    }
    this.seenText = found.snap;
    this.seen = seen;
  }

  /**
   * Deletes change rows older than PRUNE_AFTER, below a horizon every instance can compare its
   * snapshot with: rows of transactions below it may be gone. The horizon is at most the
   * oldest transaction still running, so no row below it can still appear.
   */
  private async prune() {
    await this.db.execute(sql`with h as (
        select least(coalesce((select min(xid) from catalog_changes where at > now() - ${PRUNE_AFTER}::interval), pg_snapshot_xmin(pg_current_snapshot())),
                     pg_snapshot_xmin(pg_current_snapshot())) as below),
      u as (update catalog_change_horizon set pruned_below = greatest(pruned_below, (select below from h)) returning pruned_below)
      delete from catalog_changes where xid < (select max(pruned_below) from u)`);
  }
}
