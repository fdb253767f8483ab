import type { Reader } from '../catalog.queries.ts';
import { pageTextsOf } from './catalog-loader.ts';
import type { PageTexts, ProductRecord } from './product-record.ts';

/** Reads of page texts at once; pages asking meanwhile wait for the next one, which reads all they ask for. */
const READS_AT_ONCE = 2;
/** Products per read at most (one array parameter per statement). */
const PRODUCTS_PER_READ = 500;

interface Waiting {
  record: ProductRecord;
  answer: Promise<PageTexts | null>;
  resolve: (texts: PageTexts | null) => void;
  reject: (err: unknown) => void;
}

/**
 * The page texts (description, attributes, images, PDFs) of the products whose records were loaded
 * without them (a catalogue above CatalogReadModelOptions.pageTextsUpTo, decision 174): read from
 * PostgreSQL when a product page asks, and the last `capacity` products' kept (least recently asked
 * leaves first). An entry belongs to the record it was read for: a look that reloads the product
 * puts a new record in place, and the next page reads its texts again, so a page never shows texts
 * older than its record. Several pages asking for one product at once share one read.
 *
 * Reads are batched: at most READS_AT_ONCE run, and the products pages ask for meanwhile are read
 * together in the next (three statements for up to PRODUCTS_PER_READ products). One read per page
 * (three statements each) queued for the pool under load: at a million products, with 200 shoppers
 * on pages not yet kept, a page waited up to 0.6 s (issue 36).
 */
export class PageTextCache {
  /** In Map order: least recently asked first. */
  private readonly kept = new Map<number, { record: ProductRecord; texts: PageTexts }>();
  /** Asked for and not yet answered, by record: those queued for the next read and those being read. */
  private readonly asked = new Map<ProductRecord, Waiting>();
  private queue: Waiting[] = [];
  private running = 0;
  /**
   * Pages answered from the kept texts, products read from PostgreSQL, and the reads that fetched them (tests and
   * the bench read these).
   */
  readonly stats = { hits: 0, reads: 0, batches: 0 };

  constructor(
    private readonly db: Reader,
    private readonly capacity = 20_000,
  ) {}

  /** The record's page texts: its own when it holds them, else kept or read; null when the product left the table. */
  async of(record: ProductRecord): Promise<PageTexts | null> {
    if (record.texts) return record.texts;
    const entry = this.kept.get(record.id);
    if (entry && entry.record === record) {
      this.stats.hits++;
      this.kept.delete(record.id);
      this.kept.set(record.id, entry);
      return entry.texts;
    }
    const pending = this.asked.get(record);
    if (pending) return pending.answer;
    let settle!: Pick<Waiting, 'resolve' | 'reject'>;
    const answer = new Promise<PageTexts | null>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const waiting = { record, answer, ...settle };
    this.asked.set(record, waiting);
    this.queue.push(waiting);
    // Pages asking in the same turn of the event loop join this read.
    if (this.running < READS_AT_ONCE && this.queue.length === 1) setImmediate(() => this.next());
    return answer;
  }

  /** Starts a read of the queued products when fewer than READS_AT_ONCE run; each read starts the next when done. */
  private next(): void {
    if (this.running >= READS_AT_ONCE || this.queue.length === 0) return;
    const batch = this.queue.slice(0, PRODUCTS_PER_READ);
    this.queue = this.queue.slice(batch.length);
    this.running++;
    void this.read(batch).finally(() => {
      this.running--;
      this.next();
    });
    // More queued than one read takes: a second read may start at once.
    this.next();
  }

  private async read(batch: Waiting[]): Promise<void> {
    this.stats.batches++;
    this.stats.reads += batch.length;
    try {
      const found = await pageTextsOf(
        this.db,
        batch.map((w) => w.record.id),
      );
      for (const w of batch) {
        const texts = found.get(w.record.id) ?? null;
        // A newer record may have been put in place meanwhile: this one is kept only for the record it was read for.
        if (texts) this.keep(w.record, texts);
        w.resolve(texts);
      }
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      for (const w of batch) this.asked.delete(w.record);
    }
  }

  private keep(record: ProductRecord, texts: PageTexts): void {
    this.kept.delete(record.id);
    this.kept.set(record.id, { record, texts });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }

  /** How many products' texts are kept. */
  get size(): number {
    return this.kept.size;
  }
}
