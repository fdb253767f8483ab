import type { Db } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { renderAssemblyPdf } from './assembly-pdf.ts';
import { furnitureSvg, kindByCategory, placeholderSvg } from './furniture-svg.ts';
import { findAssemblyPdf, findProductLook } from './media.queries.ts';

const MAX_VIEWS = 5;

const notFound = () => new AppError('not_found', messages.notFound);

/** Parses an id from a URL segment; anything but a plain positive number is simply not found. */
function parseId(text: string): number {
  if (!/^[1-9]\d{0,9}$/.test(text)) throw notFound();
  const id = Number(text);
  if (id > 2_147_483_647) throw notFound();
  return id;
}

/**
 * A small least-recently-used cache: a Map keeps insertion order, so re-inserting on a hit moves
 * the entry to the end and the first key is always the oldest. It only saves CPU; every instance
 * can rebuild any entry, so nothing here needs to be shared between instances.
 */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  get size(): number {
    return this.map.size;
  }
}

export class MediaService {
  // Manuals are ~10 kB each; a few dozen cover the pages people are looking at.
  private readonly pdfs = new LruCache<Buffer>(48);
  private placeholder: string | null = null;

  constructor(private readonly db: Db) {}

  async productImage(productIdText: string, viewText: string): Promise<string> {
    const productId = parseId(productIdText);
    const view = parseId(viewText);
    if (view > MAX_VIEWS) throw notFound();
    const product = await findProductLook(this.db, productId);
    if (!product) throw notFound();
    return furnitureSvg({
      kind: product.isLight ? 'led' : (kindByCategory[product.categorySlug] ?? 'chest'),
      front: product.colorFront,
      body: product.colorBody,
      title: product.name,
      view,
      seed: product.id % 12,
    });
  }

  placeholderImage(): string {
    this.placeholder ??= placeholderSvg();
    return this.placeholder;
  }

  async assemblyPdf(pdfIdText: string): Promise<{ bytes: Buffer; filename: string }> {
    const pdfId = parseId(pdfIdText);
    const row = await findAssemblyPdf(this.db, pdfId);
    if (!row) throw notFound();
    const filename = `Montageanleitung-${row.code}.pdf`;
    const cached = this.pdfs.get(String(pdfId));
    if (cached) return { bytes: cached, filename };
    const bytes = await renderAssemblyPdf({
      pdfId,
      productName: row.productName,
      code: row.code,
      categorySlug: row.categorySlug,
      front: row.colorFront,
      body: row.colorBody,
    });
    this.pdfs.set(String(pdfId), bytes);
    return { bytes, filename };
  }
}
