/**
 * How a visitor's words become a German prefix tsquery plus a trigram text (shop-rules "Search"). What a writer
 * stores in products.search_text is the database function product_search_text (db/functions/, decision 166).
 */

const MAX_WORDS = 12;

/**
 * Spelling variants a German shopper types for the same word. The German stemmer keeps
 * "Sofas" apart from "Sofa" and knows no "Sopha", so each word also searches these forms.
 */
function variantsOf(word: string): string[] {
  const out = new Set([word]);
  if (word.includes('ph')) out.add(word.replaceAll('ph', 'f')); // Sopha → sofa
  if (/(ae|oe|ue)/.test(word)) out.add(word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü')); // Schraenke → schränke
  for (const w of [...out]) {
    // Plurals in -s (Sofas, Regals) are not stemmed; the prefix of the singular finds both.
    if (w.length >= 5 && w.endsWith('s')) out.add(w.slice(0, -1));
  }
  return [...out];
}

export interface SearchTerms {
  /** The distinct words (letters and digits only, lower case), at most 12. */
  words: string[];
  /** Input for to_tsquery('german', ...): words AND-ed, each an OR of prefix variants. */
  tsqueryText: string;
  /** Lower-cased text for trigram similarity (typos like "Kleiderschrak"); null when shorter than 3 letters. */
  trigramText: string | null;
  /** The text as a product code, as typed and upper-cased. */
  codes: string[];
}

/**
 * Only letters and digits reach the tsquery, so no input can inject tsquery operators
 * (& | ! : * ( ) and quotes are separators here).
 */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = [...new Set(text.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
  if (!words.length) return null;
  const letters = words.join(' ');
  const raw = q.trim();
  const codes = raw.length <= 60 && /^[\w.\-/]+$/.test(raw) ? [...new Set([raw, raw.toUpperCase()])] : [];
  return {
    words,
    tsqueryText: tsqueryText(words.map((w) => [w])),
    trigramText: letters.length >= 3 ? letters : null,
    codes,
  };
}

/** Words AND-ed; each word an OR of its alternatives and their spelling variants, as prefixes. */
export function tsqueryText(alternatives: string[][]): string {
  return alternatives
    .map((alts) => {
      // A single letter as a prefix would match half the catalogue.
      const terms = [...new Set(alts.flatMap(variantsOf))].map((v) => (v.length > 1 ? `${v}:*` : v));
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Trigram similarity of two words as pg_trgm's similarity() computes it (shared / all trigrams). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Trigram similarity a correction must reach (the vocabulary query uses the same threshold). */
const MIN_SIMILARITY = 0.3;
const NEAR_BEST = 0.1;
const MAX_CORRECTIONS = 3;

/**
 * Corrects misspelt words against catalogue words found by trigram similarity
 * ("kleiderschrak" → "kleiderschrank"): per word the best matches (up to three, close to the
 * best), or the word itself when a catalogue word begins with it. The corrected words are then searched
 * with the full-text index, so no costly similarity is computed for every matching product.
 */
export function correctWords(words: string[], texts: string[]): string[][] {
  const vocabulary = [...new Set(texts.flatMap((t) => t.match(/[\p{L}\p{N}]+/gu) ?? []))].filter((v) => v.length >= 3);
  return correctWordsFrom(words, {
    firstWithPrefix: (word) => vocabulary.find((v) => v.startsWith(word)) ?? null,
    similarScored: (word, threshold) =>
      vocabulary
        .map((v) => ({ word: v, similarity: trigramSimilarity(word, v) }))
        .filter((x) => x.similarity >= threshold),
  });
}

/** Where corrections come from: the catalogue's words (read-model/vocabulary.ts) or, in tests, a few texts. */
export interface WordLookup {
  firstWithPrefix(word: string): string | null;
  similarScored(word: string, threshold: number, limit: number): { word: string; similarity: number }[];
}

/** How many look-alike words a misspelt word is corrected from (the best ones). */
const TYPO_CANDIDATES = 50;

/** Ties in similarity in the default locale's order, as localeCompare() orders them; one collator, not one per call. */
const byWord = new Intl.Collator();

const CORRECTION_MEMORY = 5000;
/** Corrections per lookup (one vocabulary of the read model) and word: a pure function of the two, and misspellings repeat. */
const corrections = new WeakMap<WordLookup, Map<string, string[]>>();

/** correctWords over a word lookup: the same rules, without comparing the word with every catalogue word. */
export function correctWordsFrom(words: string[], lookup: WordLookup): string[][] {
  let known = corrections.get(lookup);
  if (!known) {
    known = new Map();
    corrections.set(lookup, known);
  }
  return words.map((word) => {
    let alternatives = known.get(word);
    if (!alternatives) {
      alternatives = correctWord(word, lookup);
      if (known.size >= CORRECTION_MEMORY) known.delete(known.keys().next().value!);
      known.set(word, alternatives);
    }
    return alternatives;
  });
}

function correctWord(word: string, lookup: WordLookup): string[] {
  if (word.length < 3 || lookup.firstWithPrefix(word) !== null) return [word];
  const scored = lookup
    .similarScored(word, MIN_SIMILARITY, TYPO_CANDIDATES)
    .sort((a, b) => b.similarity - a.similarity || byWord.compare(a.word, b.word));
  if (!scored.length) return [word];
  return scored
    .filter((x) => x.similarity >= scored[0].similarity - NEAR_BEST)
    .slice(0, MAX_CORRECTIONS)
    .map((x) => x.word);
}
