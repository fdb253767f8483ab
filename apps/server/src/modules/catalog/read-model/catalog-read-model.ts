import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../catalog.queries.ts';
import { loadProducts, loadRefs, type CatalogRefs, type ProductRecord } from './catalog-loader.ts';
import { CatalogSnapshot } from './catalog-snapshot.ts';
import { Vocabulary } from './vocabulary.ts';

/**
 * The storefront's catalogue in process memory (docs/decisions/006-catalog-read-model.md):
 * product lists, search and product pages are answered from a CatalogSnapshot instead of a
 * SQL statement per request. PostgreSQL stays the only source of truth: every write to the
 * catalogue adds rows to catalog_changes in its own transaction (triggers, migration 0007),
 * and the model looks at the rows committed since its last look: in the background once its
 * last look is `refreshMs` old (reads meanwhile get the current view), before every read when
 * refreshMs is 0, and before the next read after any write request of this process
 * (markStale), so a visitor always reads their own writes. Changed products are reloaded by
 * id; a change to categories, brands, series or shops reloads everything. Each instance keeps
 * its own copy; nothing in it is needed by another instance.
 */

/** Changes are looked up by time, this far back, so a transaction that commits late is still seen. */
const LOOKBACK_SECONDS = 60;
/** Above this many changed products a full reload is cheaper than reloading by id. */
const FULL_RELOAD_SHARE = 0.2;
/** The vocabulary (search_words) is reloaded with product changes at most this often. */
const VOCABULARY_MAX_AGE_MS = 60_000;
/** Change rows older than this are deleted (every few minutes, by whichever instance looks). */
const PRUNE_AFTER = '10 minutes';
const PRUNE_EVERY_MS = 5 * 60_000;
/** Missing change ids noted at a full load at most (only a huge rolled-back write leaves more). */
const MAX_GAPS = 50_000;

export interface CatalogView {
  snapshot: CatalogSnapshot;
  vocabulary: Vocabulary;
}

export class CatalogReadModel {
  private view: CatalogView | null = null;
  private records = new Map<number, ProductRecord>();
  private refs: CatalogRefs | null = null;
  private wordsLoadedAt = 0;
  /** Database time of the last look at catalog_changes (ISO). */
  private since: string | null = null;
  /**
   * The highest change id applied, and the lower ids that were missing then (allocated by a
   * transaction that had not committed, or rolled back), with when they were noted. A look
   * asks only for ids above the first or among the second, so it reads what it has not seen:
   * after a bulk write (100,000 change rows) looks stay small instead of reading the whole
   * look-back window again every refreshMs.
   */
  private seenMax = 0;
  private gaps = new Map<number, number>();
  private prunedAt = Date.now();
  /** performance.now() when the view's look began, when the running look began, and of the last own write. */
  private lookedAt = -Infinity;
  private pendingFrom = -Infinity;
  private dirtyAt = -Infinity;
  private pending: Promise<CatalogView> | null = null;

  constructor(
    private readonly db: Db,
    private readonly refreshMs: number,
    /** Told when a background look fails (reads keep the last view; the next look repeats it). */
    private readonly onLookError: (err: unknown) => void = () => undefined,
  ) {}

  /** A write of this process may have changed the catalogue: the next read looks first. */
  markStale() {
    this.dirtyAt = performance.now();
  }

  /** The current view, fresh as promised above. Concurrent callers share one load or look. */
  async current(): Promise<CatalogView> {
    const now = performance.now();
    // Only other instances' writes are behind: answer from the view and look in the
    // background, so no read waits for the periodic look (staleness: refreshMs plus one look).
    if (this.view && this.refreshMs > 0 && this.dirtyAt < this.lookedAt) {
      if (now - this.lookedAt >= this.refreshMs && !this.pending) this.look().catch(this.onLookError);
      return this.view;
    }
    // A look that began at or after this moment is fresh enough for this read.
    const required = this.refreshMs === 0 ? now : this.dirtyAt;
    for (;;) {
      if (this.view && this.lookedAt >= required) return this.view;
      if (this.pending && this.pendingFrom >= required) return this.pending;
      if (!this.pending) break;
      await this.pending.catch(() => undefined);
    }
    return this.look();
  }

  private look(): Promise<CatalogView> {
    const from = (this.pendingFrom = performance.now());
    this.pending = (this.view ? this.refresh() : this.loadAll())
      .then((view) => {
        this.lookedAt = from;
        return view;
      })
      .finally(() => (this.pending = null));
    return this.pending;
  }

  /** The change rows of the look-back window before `since` that have not been seen, and the database time of the look. */
  private async changes(since: string) {
    const [row] = await rows<{ now: string; ids: string[]; products: (number | null)[] }>(
      this.db,
      sql`with w as (select c.id, c.product_id from catalog_changes c
                     where c.at > ${since}::timestamptz - ${`${LOOKBACK_SECONDS} seconds`}::interval
                       and (c.id > ${this.seenMax} or c.id = any(${`{${[...this.gaps.keys()].join(',')}}`}::bigint[])))
          select clock_timestamp()::text as now,
            array(select w.id::text from w order by w.id) as ids,
            array(select w.product_id from w order by w.id) as products`,
    );
    return row;
  }

  /**
   * Where a full load starts to look from: the database time, the highest change id, and the
   * ids missing below it in the look-back window (see gaps).
   */
  private async position() {
    const [row] = await rows<{ now: string; max: string; gaps: string[] }>(
      this.db,
      sql`with w as (select id from catalog_changes where at > clock_timestamp() - ${`${LOOKBACK_SECONDS} seconds`}::interval)
          select clock_timestamp()::text as now,
            coalesce((select max(id) from catalog_changes), 0)::text as max,
            array(select m.id::text from (select g as id from generate_series((select min(id) from w), (select max(id) from w)) g
                                          except select id from w) m order by m.id limit ${MAX_GAPS}) as gaps`,
    );
    return row;
  }

  /** Everything, from scratch; the changes committed before it began count as seen. */
  private async loadAll(): Promise<CatalogView> {
    const start = await this.position();
    const [products, refs] = await Promise.all([loadProducts(this.db, null), loadRefs(this.db)]);
    this.records = new Map(products.map((p) => [p.id, p]));
    this.refs = refs;
    this.wordsLoadedAt = Date.now();
    this.since = start.now;
    this.seenMax = Number(start.max);
    this.gaps = new Map(start.gaps.map((id) => [Number(id), Date.now()]));
    this.view = { snapshot: new CatalogSnapshot(this.records.values(), refs), vocabulary: new Vocabulary(refs.words) };
    return this.view;
  }

  /**
   * Applies the changes committed since the last look. The look's position (since, seen) moves
   * on only when the reload succeeded, so a failed look loses nothing: the next one repeats it.
   */
  private async refresh(): Promise<CatalogView> {
    const startedAt = Date.now();
    const window = await this.changes(this.since!);
    const changed = new Set<number>();
    let everything = false;
    for (const product of window.products) {
      if (product === null) everything = true;
      else changed.add(product);
    }
    if (startedAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = startedAt;
      await this.db.execute(sql`delete from catalog_changes where at < now() - ${PRUNE_AFTER}::interval`);
    }
    if (everything || changed.size > this.records.size * FULL_RELOAD_SHARE) return this.loadAll();
    // The rows read are all applied below: they are seen; ids skipped above the old maximum
    // are noted as gaps, and gaps older than the look-back are forgotten (a row committed
    // from them now would lie before the window, as before).
    const advance = () => {
      const before = this.seenMax;
      const above = new Set<number>();
      for (const text of window.ids) {
        const id = Number(text);
        this.gaps.delete(id);
        if (id > before) above.add(id);
        if (id > this.seenMax) this.seenMax = id;
      }
      for (let id = before + 1; id < this.seenMax; id++) if (!above.has(id)) this.gaps.set(id, startedAt);
      for (const [id, notedAt] of this.gaps) if (startedAt - notedAt > LOOKBACK_SECONDS * 1000) this.gaps.delete(id);
      this.since = window.now;
    };
    if (!changed.size) {
      advance();
      return this.view!;
    }

    const reloaded = await loadProducts(this.db, [...changed]);
    // Changes that leave every indexed field alone (ratings, stock, texts) are put in place;
    // anything else (a price, a name, a deactivated product) rebuilds the indexes.
    const inPlace = reloaded.length === changed.size && reloaded.every((p) => this.records.has(p.id) && this.view!.snapshot.patch(p));
    for (const id of changed) this.records.delete(id);
    for (const p of reloaded) this.records.set(p.id, p);
    if (inPlace) {
      advance();
      return this.view!;
    }
    let vocabulary = this.view!.vocabulary;
    if (Date.now() - this.wordsLoadedAt > VOCABULARY_MAX_AGE_MS) {
      this.refs = { ...this.refs!, words: (await rows<{ word: string }>(this.db, sql`select word from search_words`)).map((w) => w.word) };
      this.wordsLoadedAt = Date.now();
      vocabulary = new Vocabulary(this.refs.words);
    }
    this.view = { snapshot: new CatalogSnapshot(this.records.values(), this.refs!), vocabulary };
    advance();
    return this.view;
  }
}
