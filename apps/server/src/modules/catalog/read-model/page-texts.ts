import type { Reader } from '../catalog.queries.ts';
import { pageTextsOf } from './catalog-loader.ts';
import type { PageTexts, ProductRecord } from './product-record.ts';

/**
 * The page texts (description, attributes, images, PDFs) of the products whose records were loaded
 * without them (a catalogue above CatalogReadModelOptions.pageTextsUpTo, decision 174): read from
 * PostgreSQL when a product page asks, and the last `capacity` products' kept (least recently asked
 * leaves first). An entry belongs to the record it was read for: a look that reloads the product
 * puts a new record in place, and the next page reads its texts again, so a page never shows texts
 * older than its record. Several pages asking for one product at once share one read.
 */
export class PageTextCache {
  /** In Map order: least recently asked first. */
  private readonly kept = new Map<number, { record: ProductRecord; texts: PageTexts }>();
  private readonly reading = new Map<ProductRecord, Promise<PageTexts | null>>();
  /** Pages answered from the kept texts, and reads from PostgreSQL (tests and the bench read these). */
  readonly stats = { hits: 0, reads: 0 };

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
    const pending = this.reading.get(record);
    if (pending) return pending;
    const read = this.read(record);
    this.reading.set(record, read);
    try {
      return await read;
    } finally {
      this.reading.delete(record);
    }
  }

  private async read(record: ProductRecord): Promise<PageTexts | null> {
    this.stats.reads++;
    const texts = (await pageTextsOf(this.db, [record.id])).get(record.id) ?? null;
    if (!texts) return null;
    // A newer record may have been put in place meanwhile: this one is kept only for the record it was read for.
    this.kept.delete(record.id);
    this.kept.set(record.id, { record, texts });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return texts;
  }

  /** How many products' texts are kept. */
  get size(): number {
    return this.kept.size;
  }
}
