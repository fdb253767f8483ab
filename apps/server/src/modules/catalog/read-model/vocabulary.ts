import { byteOrder, lowerBound } from './ordering.ts';

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

export class Vocabulary {
  /** Byte order, as the search_words primary key (COLLATE "C"): words that begin with w lie together. */
  private readonly words: string[];
  private readonly trigramCount: Uint16Array;
  private readonly postings = new Map<string, Int32Array>();
  /** Shared-trigram counts per word, reused by every call (zeroed again before it returns). */
  private readonly shared: Uint16Array;

  constructor(words: string[]) {
    this.words = [...words].sort(byteOrder);
    this.trigramCount = new Uint16Array(this.words.length);
    this.shared = new Uint16Array(this.words.length);
    const lists = new Map<string, number[]>();
    this.words.forEach((word, i) => {
      const grams = trigramsOf(word);
      this.trigramCount[i] = Math.min(65535, grams.length);
      for (const g of grams) {
        const list = lists.get(g);
        if (list) list.push(i);
        else lists.set(g, [i]);
      }
    });
    for (const [g, list] of lists) this.postings.set(g, Int32Array.from(list));
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
