import { byteOrder, lowerBound } from './ordering.ts';
import { runAtOnce, runSliced } from './snapshot-indexes.ts';

/**
 * The catalogue's words with a trigram index, for correcting misspelt search words in
 * memory: the words that share the most trigrams with a search word are found from the
 * posting lists of its few trigrams, never by comparing it with every word. Similarity is
 * pg_trgm's for single words (each word padded with two spaces before and one after;
 * shared / all distinct trigrams), as trigramSimilarity in catalog.search.ts.
 */

function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** The index of a vocabulary, built in steps (runSliced / runAtOnce, as the snapshot's indexes). */
function* vocabularyIndex(given: string[]) {
  const words = [...given].sort(byteOrder);
  yield;
  const trigramCount = new Uint16Array(words.length);
  const lists = new Map<string, number[]>();
  for (let i = 0; i < words.length; i++) {
    const grams = trigramsOf(words[i]);
    trigramCount[i] = Math.min(65535, grams.length);
    for (const g of grams) {
      const list = lists.get(g);
      if (list) list.push(i);
      else lists.set(g, [i]);
    }
    if (i % 2048 === 0) yield;
  }
  const postings = new Map<string, Int32Array>();
  let k = 0;
  for (const [g, list] of lists) {
    postings.set(g, Int32Array.from(list));
    if (++k % 2048 === 0) yield;
  }
  return { words, trigramCount, postings };
}

export class Vocabulary {
  /** Byte order, as the search_words primary key (COLLATE "C"): words that begin with w lie together. */
  private readonly words: string[];
  private readonly trigramCount: Uint16Array;
  private readonly postings: Map<string, Int32Array>;
  /** Shared-trigram counts per word, reused by every call (zeroed again before it returns). */
  private readonly shared: Uint16Array;

  /**
   * Built in slices between which requests are answered: a catalogue of 200,000 words takes
   * over 100 ms of CPU, which at once would hold each instance's requests up.
   */
  static async build(words: string[]): Promise<Vocabulary> {
    return new Vocabulary(await runSliced(vocabularyIndex(words)));
  }

  /** Built at once (tests, small catalogues), from words or from an index built in slices. */
  constructor(from: string[] | { words: string[]; trigramCount: Uint16Array; postings: Map<string, Int32Array> }) {
    const index = Array.isArray(from) ? runAtOnce(vocabularyIndex(from)) : from;
    this.words = index.words;
    this.trigramCount = index.trigramCount;
    this.postings = index.postings;
    this.shared = new Uint16Array(this.words.length);
  }

  /** The first word that begins with `prefix`, if any. */
  firstWithPrefix(prefix: string): string | null {
    const lo = lowerBound(this.words.length, (k) => byteOrder(this.words[k], prefix) < 0);
    return lo < this.words.length && this.words[lo].startsWith(prefix) ? this.words[lo] : null;
  }

  /** Up to `limit` words at least `threshold` similar to `word`, best first (then in byte order). */
  similar(word: string, threshold: number, limit: number): string[] {
    return this.similarScored(word, threshold, limit).map((f) => f.word);
  }

  /** As similar(), with each word's similarity. */
  similarScored(word: string, threshold: number, limit: number): { word: string; similarity: number }[] {
    const grams = trigramsOf(word);
    const shared = this.shared;
    const touched: number[] = [];
    for (const g of grams) {
      const list = this.postings.get(g);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) if (shared[list[k]]++ === 0) touched.push(list[k]);
    }
    const found: { i: number; s: number }[] = [];
    for (const i of touched) {
      const n = shared[i];
      shared[i] = 0;
      const s = n / (grams.length + this.trigramCount[i] - n);
      if (s >= threshold) found.push({ i, s });
    }
    found.sort((a, b) => b.s - a.s || a.i - b.i);
    return found.slice(0, limit).map((f) => ({ word: this.words[f.i], similarity: f.s }));
  }
}
