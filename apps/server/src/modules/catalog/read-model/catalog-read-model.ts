import type { Database, Db } from '../../../db/client.ts';
import { CatalogRecords, type CatalogView } from './catalog-records.ts';
import { covers, parseDbSnapshot, parseVersionToken, versionToken, type DbSnapshot } from './catalog-version.ts';
import { changedSince, currentSnapshot, type Found, pruneChanges, quickLook, readLook } from './look-reader.ts';
import { PageTextCache } from './page-texts.ts';
import { RebuildSchedule, type RebuildTiming } from './rebuild-schedule.ts';
import { Vocabulary } from './vocabulary.ts';

/**
 * The storefront's catalogue in process memory (docs/decisions/006, 015, 016): product lists,
 * search and product pages are answered from a CatalogSnapshot instead of a SQL statement
 * per request. PostgreSQL stays the only source of truth: every write to the catalogue adds
 * rows to catalog_changes in its own transaction (triggers, migrations 0007 and 0012), each
 * with its transaction id, and NOTIFYs catalog_changes at commit.
 *
 * - A notification wakes a look; a look reads, in one REPEATABLE READ transaction, the change
 *   rows visible now and not in the snapshot the records were loaded at, and the changed
 *   products (those whose price, stock or rating alone changed as five numbers, 146), and
 *   applies them in steps (146). A poll every `refreshMs` is the safety net for a lost
 *   listening connection.
 * - What it read goes into the records and, in place, into the view (catalog-records.ts):
 *   prices and unindexed fields for good (017). Other changes need a rebuild of the indexes
 *   (sliced, 017), which during a burst of changes is deferred and coalesced (142,
 *   rebuild-schedule.ts): meanwhile a changed product stands where it was with its new
 *   fields, a new one has its page but waits in lists and search, a removed one rebuilds at
 *   once. The view then shows an older snapshot (`seen`) than the records were loaded at
 *   (`loaded`). A rebuild runs beside the looks: their changes are put into the rebuilt view
 *   before it is shown (145).
 * - Reads never wait for a look, except for a version they ask for (a write's answer
 *   carries one, see catalog-version.ts) or this process's own catalogue writes: then they
 *   wait for one look that began after the write, and that look rebuilds at once.
 * - A model that cannot prove it saw every change since its snapshot (the change rows it
 *   needs were pruned, see catalog_change_horizon) reloads everything.
 */

/** Old change rows are pruned this often (look-reader.ts, pruneChanges). */
const PRUNE_EVERY_MS = 5 * 60_000;

export interface CatalogReadModelOptions {
  /** Safety-net poll interval in ms; 0 polls never (notifications only). */
  refreshMs: number;
  /** LISTEN for the change notifications (Database.listen); without it the model only polls. */
  listen?: Database['listen'];
  /** Told when a background look fails (reads keep the last view; the next look repeats it). */
  onLookError?: (err: unknown) => void;
  /** When deferred rebuilds may start (rebuild-schedule.ts); tests hold one off with long times. */
  rebuildTiming?: RebuildTiming;
  /**
   * Up to this many active products the records hold their page texts (description, attributes,
   * images, PDFs); above, those stay in PostgreSQL and a product page reads them (PageTextCache):
   * a million products' texts would take about 1.3 GB of every process (decision 174). Default 250,000.
   */
  pageTextsUpTo?: number;
}

/** See CatalogReadModelOptions.pageTextsUpTo. */
const PAGE_TEXTS_UP_TO = 250_000;

export class CatalogReadModel {
  private readonly memory = new CatalogRecords();
  /** The database snapshot the records were loaded at (text and parsed): looks ask for changes after it. */
  private loadedText = '';
  private loaded: DbSnapshot | null = null;
  /** The database snapshot the view shows in full (versions are compared with it); behind `loaded` while a rebuild is owed. */
  private seen: DbSnapshot | null = null;
  private readonly schedule: RebuildSchedule;
  private rebuildTimer: NodeJS.Timeout | null = null;
  /** Reads waiting for a version the view does not show: a look rebuilds at once meanwhile. */
  private waiting = 0;
  private prunedAt = Date.now();
  /** The version of this process's latest catalogue write its reads have not caught up with. */
  private ownVersion: DbSnapshot | null = null;
  private looking: Promise<void> | null = null;
  /** Vocabularies asked for: one built beside the looks is used only if no newer one was asked for meanwhile. */
  private vocabularies = 0;
  /** The rebuild running beside the looks, if any. */
  private building: Promise<void> | null = null;
  /** A look queued to begin when the running one ends (callers that need a look begun after now). */
  private queued: Promise<void> | null = null;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /**
   * Looks done, by kind, and rebuilds of the indexes: all, those run early for a read that
   * asked for a version, and looks that deferred theirs (tests and the bench read these).
   */
  readonly stats = {
    looks: 0,
    fullLoads: 0,
    productReloads: 0,
    /** Products a look read as price, stock and rating only (decision 146). */
    repricedProducts: 0,
    /** Looks read in one statement: nothing, or only prices, stock and ratings changed (decision 184). */
    quickLooks: 0,
    rebuilds: 0,
    forcedRebuilds: 0,
    deferredRebuilds: 0,
  };

  private readonly refreshMs: number;
  private readonly onLookError: (err: unknown) => void;
  /** The page texts of records loaded without them (decision 174). */
  readonly pageTexts: PageTextCache;

  constructor(
    private readonly db: Db,
    private readonly options: CatalogReadModelOptions,
  ) {
    this.refreshMs = options.refreshMs;
    this.onLookError = options.onLookError ?? (() => undefined);
    this.schedule = new RebuildSchedule(options.rebuildTiming);
    this.pageTexts = new PageTextCache(db);
  }

  /**
   * The database snapshot the view shows in full, as pg_snapshot text (null before the first
   * load): /metrics measures the read model's lag as the age of the oldest change it does not show.
   */
  shownSnapshot(): string | null {
    const s = this.seen;
    return s ? `${s.xmin}:${s.xmax}:${[...s.xip].join(',')}` : null;
  }

  /** The view, loaded on first use; covers this process's own catalogue writes. */
  async current(): Promise<CatalogView> {
    if (!this.memory.view) await this.start();
    const own = this.ownVersion;
    if (own) {
      // A database that went away right after this process's write cannot show it: the last view
      // answers rather than a 503 for every storefront read (decision 160); later looks catch up.
      await this.show(own).catch(this.onLookError);
      if (this.ownVersion === own) this.ownVersion = null;
    }
    return this.memory.view!;
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
    return this.show(version).then(() => this.memory.view!);
  }

  /**
   * Until the view shows `version`: one look begun after now (its snapshot sees the version),
   * which rebuilds at once, a deferred rebuild included, while a read waits.
   */
  private async show(version: DbSnapshot): Promise<void> {
    if (covers(this.seen!, version)) return;
    this.waiting++;
    try {
      await this.look();
    } finally {
      this.waiting--;
    }
  }

  /**
   * After a write request of this process: when the catalogue changed since the view's
   * snapshot, answers the version to hand to the client, and this process's next reads wait
   * for a look that shows it. Writes that touched no catalogue data answer null and cost
   * reads nothing.
   */
  async versionAfterWrite(since: string | null = this.writeMark()): Promise<string | null> {
    if (!this.loaded || !since) return null;
    const row = await changedSince(this.db, since);
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
    if (this.memory.view && !this.closed) this.look().catch(this.onLookError);
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
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    await this.stopListening?.();
    await this.looking?.catch(() => undefined);
    await this.building?.catch(() => undefined);
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
   * The records' snapshot as a write request begins: versionAfterWrite(mark) asks for changes
   * committed after it. Asking at the write's end would miss the write when a
   * notification-driven look loaded it meanwhile, and the answer would carry no version for the
   * other instances to wait for. (A write committed after it is never in the view either.)
   */
  writeMark(): string | null {
    return this.loaded ? this.loadedText : null;
  }

  /**
   * The database's snapshot now (null before the first load): the mark of a route declared catalogue
   * 'untouched' when tests check the declaration. The view's mark would also count a change an earlier
   * request committed that no look has loaded yet, and blame this route for it.
   */
  async databaseMark(): Promise<string | null> {
    return this.loaded ? await currentSnapshot(this.db) : null;
  }

  /**
   * What changed since the records' snapshot (everything on the first look). Prices alone (or nothing) changed:
   * one statement; anything more: the look's transaction (decision 184).
   */
  private async readChanges(): Promise<Found> {
    const { memory } = this;
    const from = this.loaded
      ? {
          loadedText: this.loadedText,
          records: memory.size,
          wordsLoadedAt: memory.wordsLoadedAt,
          recordOf: (id: number) => memory.record(id),
        }
      : null;
    const quick = from ? await quickLook(this.db, from) : null;
    if (quick) {
      this.stats.quickLooks++;
      return quick;
    }
    return this.db.transaction((tx) => readLook(tx, from, this.options.pageTextsUpTo ?? PAGE_TEXTS_UP_TO), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  private async runLook(): Promise<void> {
    const { memory } = this;
    const found = await this.readChanges();
    const loaded = parseDbSnapshot(found.snap);
    if (!loaded) throw new Error(`unreadable database snapshot ${found.snap}`);
    if (found.kind === 'all') this.stats.fullLoads++;
    if (found.kind === 'some') {
      this.stats.productReloads++;
      this.stats.repricedProducts += found.repriced;
    }
    const words = found.kind === 'all' ? found.refs.words : found.kind === 'some' ? found.words : null;
    // A whole load waits for its vocabulary; the words that come with product changes (at most
    // once a minute) are built beside the looks and used when ready: a build in slices under load
    // takes long enough to hold up the next looks (145).
    const vocabulary = words && found.kind === 'all' ? await Vocabulary.build(words) : undefined;
    if (words) this.vocabularies++;
    const owed = await memory.apply(found, vocabulary);
    if (words && !vocabulary) {
      const built = this.vocabularies;
      Vocabulary.build(words)
        .then((v) => {
          if (built === this.vocabularies && !this.closed) memory.putVocabulary(v);
        })
        .catch(this.onLookError);
    }
    if (owed === 'later') this.schedule.changed(performance.now());
    // Set only now, so a look's snapshot is never handed out before its changes are applied.
    this.loadedText = found.snap;
    this.loaded = loaded;
    if (memory.stale) {
      // A rebuild owed earlier and deferred counts as well: this look may be the one that is due.
      const now = performance.now();
      const at = this.schedule.startAt(now);
      if (owed === 'now' || this.waiting > 0) {
        // A product gone, or a read waiting for this look: the look ends with the view rebuilt.
        if (owed !== 'now' && at > now) this.stats.forcedRebuilds++;
        await this.rebuildNow();
      } else if (at <= now) {
        // The look ends at once; the rebuild runs beside the next looks (145).
        this.startRebuild().catch(this.onLookError);
      } else if (!this.building) {
        this.stats.deferredRebuilds++;
        this.rebuildAt(at);
      }
    }
    if (!memory.stale) this.seen = loaded;
    this.stats.looks++;
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await pruneChanges(this.db).catch(this.onLookError);
    }
  }

  /**
   * Rebuilds the indexes in slices (017) beside the looks (145), one rebuild at a time: a second
   * caller shares the running one. What the rebuild still owes afterwards is due at once (a
   * product gone meanwhile) or when the schedule allows.
   */
  private startRebuild(): Promise<void> {
    this.building ??= (async () => {
      if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
      this.rebuildTimer = null;
      const start = performance.now();
      try {
        const owed = await this.memory.rebuild();
        this.schedule.rebuilt(start, performance.now());
        this.stats.rebuilds++;
        // The looks applied meanwhile are in the view now, unless it still owes a rebuild.
        if (!this.memory.stale) this.seen = this.loaded;
        else this.rebuildAt(owed === 'now' ? performance.now() : this.schedule.startAt(performance.now()));
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  /** Until the view is rebuilt from the records as they are now: after a running rebuild, another if still owed. */
  private async rebuildNow() {
    while (this.building) await this.building.catch(() => undefined);
    if (this.memory.stale) await this.startRebuild();
  }

  /** A look at `at` (performance.now() time) that rebuilds the deferred indexes unless told to wait longer. */
  private rebuildAt(at: number) {
    if (this.closed) return;
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = setTimeout(
      () => {
        this.rebuildTimer = null;
        this.markStale();
      },
      Math.max(0, at - performance.now()),
    );
    this.rebuildTimer.unref();
  }
}
