import v8 from 'node:v8';
import { openPostgres } from '../apps/server/src/db/client.ts';
import {
  activeProducts,
  loadProducts,
  loadRefs,
} from '../apps/server/src/modules/catalog/read-model/catalog-loader.ts';
import { CatalogSnapshot } from '../apps/server/src/modules/catalog/read-model/catalog-snapshot.ts';
import type { ProductRecord } from '../apps/server/src/modules/catalog/read-model/product-record.ts';
import { Vocabulary } from '../apps/server/src/modules/catalog/read-model/vocabulary.ts';

/**
 * What the catalogue read model keeps per product, measured in one process (bench/million.ts runs it
 * with --expose-gc): the live heap after loading the records, after building the view's indexes and
 * after the vocabulary, and the characters each text field of the records holds (the page texts
 * under `texts.*` when the records hold them, by CATALOG_PAGE_TEXTS_UP_TO as the server). Prints JSON.
 * Usage: node --expose-gc --import tsx bench/read-model-memory.ts <DATABASE_URL>
 */

export interface MemoryBreakdown {
  products: number;
  /** Live heap in bytes after a full collection: before loading, with the records, with the view, with the vocabulary. */
  heapBase: number;
  heapRecords: number;
  heapView: number;
  heapVocabulary: number;
  /** Array buffers (typed arrays, Buffers) outside the heap, with everything loaded. */
  external: number;
  /** Characters per record field, in total over all records (strings shared between records counted once per record). */
  textChars: Record<string, number>;
  /** Distinct values of a field, of those that repeat a lot (interning candidates). */
  distinct: Record<string, number>;
  loadSeconds: number;
}

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc');
  collect();
  collect();
};
const heapUsed = () => {
  gc();
  return v8.getHeapStatistics().used_heap_size;
};

/** Characters per record field in total, and distinct values per field (up to 100,000 each). */
function fieldFigures(records: ProductRecord[]) {
  const textChars: Record<string, number> = {};
  const values: Record<string, Set<unknown>> = {};
  const sample = records[0] as unknown as Record<string, unknown> | undefined;
  const keys = Object.keys(sample ?? {});
  for (const key of Object.keys((sample?.texts as object | null) ?? {})) keys.push(`texts.${key}`);
  for (const key of keys) {
    textChars[key] = 0;
    values[key] = new Set();
  }
  const fieldOf = (r: Record<string, unknown>, key: string) =>
    key.startsWith('texts.') ? (r.texts as Record<string, unknown> | null)?.[key.slice(6)] : r[key];
  for (const r of records as unknown as Record<string, unknown>[]) {
    for (const key of keys) {
      const v = fieldOf(r, key);
      if (typeof v === 'string') textChars[key] += v.length;
      if (values[key].size < 100_000) values[key].add(v);
    }
  }
  const distinct: Record<string, number> = {};
  for (const key of keys) distinct[key] = values[key].size;
  return { textChars, distinct };
}

export async function measureReadModel(url: string): Promise<MemoryBreakdown> {
  const database = openPostgres(url, 4);
  try {
    const heapBase = heapUsed();
    const started = performance.now();
    const refs = await loadRefs(database.db);
    // As the server decides (CATALOG_PAGE_TEXTS_UP_TO, decision 174).
    const upTo = Number(process.env.CATALOG_PAGE_TEXTS_UP_TO ?? 250_000);
    const records = await loadProducts(database.db, null, (await activeProducts(database.db)) <= upTo);
    const loadSeconds = (performance.now() - started) / 1000;
    const heapRecords = heapUsed();
    const snapshot = await CatalogSnapshot.build(records, refs);
    const heapView = heapUsed();
    const vocabulary = await Vocabulary.build(refs.words);
    const heapVocabulary = heapUsed();
    const { textChars, distinct } = fieldFigures(records);
    const external = process.memoryUsage().arrayBuffers;
    // Kept alive until measured.
    if (snapshot.size < 0 || vocabulary.firstWithPrefix('') === '\u0000') throw new Error('unreachable');
    return {
      products: records.length,
      heapBase,
      heapRecords,
      heapView,
      heapVocabulary,
      external,
      textChars,
      distinct,
      loadSeconds,
    };
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('read-model-memory.ts')) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: read-model-memory.ts <DATABASE_URL>');
  console.log(JSON.stringify(await measureReadModel(url), null, 1));
}
