/**
 * When the read model's next rebuild of its indexes may start (docs/decisions/142). A rebuild
 * costs CPU in proportion to the catalogue; a burst of changes (an import's chunks, one after
 * another) would otherwise make every instance rebuild back to back and starve the writer.
 *
 * - A rebuild whose previous one ended at least `gapFactor` × its duration ago (and at least
 *   `quietMs` ago) starts at once: the first change after a calm spell is seen as soon as today.
 * - Otherwise it waits for that gap, or for the burst's end, whichever comes first: no change
 *   for `quietMs`, and at least `trailingFactor` × the previous duration since it ended. That
 *   second bound keeps changes that come just over `quietMs` apart (an import's chunks) from
 *   rebuilding once each, back to back.
 *
 * So during a burst rebuilds take at most about a quarter of a core (a third when the changes
 * are spaced just beyond the quiet time), and the view catches up about two rebuilds after the burst.
 * Times are milliseconds on one clock (performance.now()).
 */

export interface RebuildTiming {
  /** During a burst a rebuild starts this many times the previous one's duration after it ended. */
  gapFactor: number;
  /** The burst's end starts one no sooner than this many times the previous duration after it ended. */
  trailingFactor: number;
  /** No change for this long ends a burst; also the least gap between two rebuilds. */
  quietMs: number;
}

/**
 * Three times and twice (decision 145; were 2 and 1 in 142): a product's page, price and stock
 * no longer wait for a rebuild, so lists and search may lag a burst a little longer, and the
 * CPU the rebuilds leave to requests and the writer keeps list p99 under 100 ms during imports.
 */
const REBUILD_TIMING: RebuildTiming = { gapFactor: 3, trailingFactor: 2, quietMs: 250 };

export class RebuildSchedule {
  private lastEnd = Number.NEGATIVE_INFINITY;
  private lastDuration = 0;
  private lastChange = Number.NEGATIVE_INFINITY;

  constructor(private readonly timing: RebuildTiming = REBUILD_TIMING) {}

  /** A look found a change the indexes have to be rebuilt for. */
  changed(now: number) {
    this.lastChange = now;
  }

  /** A rebuild ran from start to end. */
  rebuilt(start: number, end: number) {
    this.lastEnd = end;
    this.lastDuration = end - start;
  }

  /** When a rebuild owed now may start: `now` when at once. */
  startAt(now: number): number {
    const { gapFactor, trailingFactor, quietMs } = this.timing;
    const gapEnd = this.lastEnd + Math.max(quietMs, gapFactor * this.lastDuration);
    if (now >= gapEnd) return now;
    const burstOver = Math.max(this.lastChange + quietMs, this.lastEnd + trailingFactor * this.lastDuration);
    return Math.max(now, Math.min(gapEnd, burstOver));
  }
}
