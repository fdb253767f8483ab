import { CatalogSnapshot } from './catalog-snapshot.ts';
import type { Found } from './look-reader.ts';
import type { CatalogRefs, ProductRecord } from './product-record.ts';
import { Vocabulary } from './vocabulary.ts';

export interface CatalogView {
  snapshot: CatalogSnapshot;
  vocabulary: Vocabulary;
}

/**
 * Products put into the view per synchronous step: an import's chunk of 5,000 prices put in at
 * once held each instance's requests up for tens of milliseconds (decision 146), when their cards
 * were built in the same step. Now the step's cost is the one pass of its prices through the price
 * orders (as long as the catalogue), not the products it moves: 5,000 prices take one step of
 * 8 ms at 100,000 products and 53 ms at a million, where steps of 1,000 took five of 4–7 ms and
 * 45 ms (decision 183). One import chunk is one step.
 */
export const APPLY_STEP = 5000;

/** The rebuild a look's changes owe: at once, when the schedule allows (142), or none. */
type Owed = 'now' | 'later' | null;

/**
 * The products and reference tables a read model loaded, and the view built from them: what a
 * look read is put into the records and, as far as it can be without a rebuild, into the view
 * (docs/decisions/017, 142). Whether and when to rebuild is the read model's (catalog-read-model.ts).
 */
export class CatalogRecords {
  private currentView: CatalogView | null = null;
  private vocabulary: Vocabulary | null = null;
  private records = new Map<number, ProductRecord>();
  private refs: CatalogRefs | null = null;
  /** The view lacks changes of the records: a rebuild is owed. */
  stale = false;
  /** Date.now() of the last load of search_words. */
  wordsLoadedAt = 0;
  /** While a rebuild runs: the products looks changed since it began (null: gone), or a whole load made it obsolete. */
  private building: { changed: Map<number, ProductRecord | null>; obsolete: boolean } | null = null;

  get view(): CatalogView | null {
    return this.currentView;
  }

  get size(): number {
    return this.records.size;
  }

  /** The loaded record of an active product. */
  record(id: number): ProductRecord | undefined {
    return this.records.get(id);
  }

  /**
   * Puts what a look read into the records and what it can into the view, in synchronous steps
   * of APPLY_STEP products (a request sees a product before or after, never half; the view's
   * prices and price orders always agree), and answers the rebuild it owes: at once for a first
   * or whole load or a product the view serves that is gone (deactivated or deleted), later for
   * other changes of indexed fields or new products.
   * `vocabulary`: the one built from the look's words beforehand (Vocabulary.build, in slices).
   * Without it the vocabulary shown stays until the caller puts one (putVocabulary); the first
   * is built here at once.
   */
  async apply(found: Found, vocabulary?: Vocabulary): Promise<Owed> {
    if (found.kind === 'none') return null;
    let words: string[] | null;
    let owed: Owed;
    if (found.kind === 'all') {
      words = found.refs.words;
      this.refs = found.refs;
      if (!this.currentView || found.whole) {
        this.records = new Map(found.products.map((p) => [p.id, p]));
        // A rebuild running now builds from what this load replaced: its result is not shown.
        if (this.building) this.building.obsolete = true;
        owed = 'now';
      } else {
        // Only many products changed: every product is compared, as a reload by id would be.
        const changed = new Set(this.records.keys());
        for (const p of found.products) changed.add(p.id);
        owed = await this.applyProducts(changed, found.products);
      }
    } else {
      words = found.words;
      if (words) this.refs = { ...this.refs!, words };
      owed = await this.applyProducts(found.changed, found.reloaded);
    }
    if (words) {
      this.wordsLoadedAt = Date.now();
      if (vocabulary || !this.vocabulary) this.putVocabulary(vocabulary ?? new Vocabulary(words));
    }
    if (owed) this.stale = true;
    return owed;
  }

  /** The vocabulary misspelt search words are corrected from, from now on. */
  putVocabulary(vocabulary: Vocabulary) {
    this.vocabulary = vocabulary;
    if (this.currentView) this.currentView = { ...this.currentView, vocabulary };
  }

  /**
   * Changed products into the records and, in place, into the view: prices and unindexed
   * fields for good (017); other fields of a product the view serves where it stands, until the
   * rebuild (142). New products wait for the rebuild; a product the view serves that is gone
   * must not wait.
   */
  private async applyProducts(changed: Iterable<number>, reloaded: ProductRecord[]): Promise<Owed> {
    const present = new Set(reloaded.map((p) => p.id));
    let gone = false;
    for (const id of changed) {
      if (present.has(id)) continue;
      this.records.delete(id);
      this.building?.changed.set(id, null);
      if (this.currentView!.snapshot.has(id)) gone = true;
    }
    let indexed = false;
    for (let from = 0; from < reloaded.length; from += APPLY_STEP) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      const step = reloaded.slice(from, from + APPLY_STEP);
      for (const p of step) {
        this.records.set(p.id, p);
        this.building?.changed.set(p.id, p);
      }
      // The view shown now: a rebuild beside the looks may have replaced it between two steps.
      if (this.currentView!.snapshot.patch(step) > 0) {
        indexed = true;
        this.stale = true;
      }
    }
    return gone ? 'now' : indexed ? 'later' : null;
  }

  /**
   * Builds the view's indexes from the records, in slices (017). Looks go on meanwhile (145):
   * what they apply goes into the records and the view shown, and is noted; the new view gets
   * the noted changes as a look would put them (prices in place; other indexed changes and new
   * products stand aside until the next rebuild) before it is shown. Answers the rebuild still
   * owed afterwards: at once when a product the new view serves went meanwhile, or when a whole
   * load made this build obsolete (then the view shown stays); later for other indexed changes.
   */
  async rebuild(): Promise<Owed> {
    const building = { changed: new Map<number, ProductRecord | null>(), obsolete: false };
    this.building = building;
    let snapshot: CatalogSnapshot;
    try {
      snapshot = await CatalogSnapshot.build(this.records.values(), this.refs!);
    } finally {
      this.building = null;
    }
    if (building.obsolete) return 'now';
    let gone = false;
    const since: ProductRecord[] = [];
    for (const [id, p] of building.changed) {
      if (p) since.push(p);
      else if (snapshot.has(id)) gone = true;
    }
    const indexed = snapshot.patch(since) > 0;
    this.currentView = { snapshot, vocabulary: this.vocabulary ?? new Vocabulary(this.refs!.words) };
    this.stale = gone || indexed;
    return gone ? 'now' : indexed ? 'later' : null;
  }
}
