/**
 * Search text on both sides: what a writer stores in products.search_text, and how a
 * visitor's words become a German prefix tsquery plus a trigram text (shop-rules "Search").
 */

/**
 * products.search_text for a product: lower-cased name, code, category (and parent), brand,
 * series and description. Writers (demo data, staff edits) call this so search sees the same
 * words everywhere.
 */
export function productSearchText(parts: {
  name: string;
  code: string;
  category?: string | null;
  parentCategory?: string | null;
  brand?: string | null;
  series?: string | null;
  description?: string | null;
}): string {
  const description = (parts.description ?? '').replace(/<[^>]*>/g, ' ');
  return [parts.name, parts.code, parts.category, parts.parentCategory, parts.brand, parts.series, description]
    .filter((v): v is string => Boolean(v && v.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

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
  /** Input for to_tsquery('german', ...): words AND-ed, each an OR of prefix variants; null without words. */
  tsqueryText: string | null;
  /** Lower-cased text for word_similarity (typos like "Kleiderschrak"); null when shorter than 3 letters. */
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
  const tsqueryText = words
    .map((word) => {
      // A single letter as a prefix would match half the catalogue.
      const terms = variantsOf(word).map((v) => (v.length > 1 ? `${v}:*` : v));
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
  const letters = words.join(' ');
  const raw = q.trim();
  const codes = raw.length <= 60 && /^[\w.\-/]+$/.test(raw) ? [...new Set([raw, raw.toUpperCase()])] : [];
  return { tsqueryText, trigramText: letters.length >= 3 ? letters : null, codes };
}
