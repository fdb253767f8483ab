import { describe, expect, it } from 'vitest';
import { trigramSimilarity } from '../catalog.search.ts';
import { Vocabulary } from './vocabulary.ts';

/** UTF-8 byte order, as COLLATE "C" sorts (search_words' primary key). */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** What the old statement answered: `where word % w order by similarity(word, w) desc, word limit n`. */
function reference(words: string[], word: string, threshold: number, limit: number): string[] {
  return [...new Set(words)]
    .map((v) => ({ v, s: trigramSimilarity(v, word) }))
    .filter((x) => x.s >= threshold)
    .sort((a, b) => b.s - a.s || byteOrder(a.v, b.v))
    .slice(0, limit)
    .map((x) => x.v);
}

const WORDS = [
  'kleiderschrank',
  'kleiderschränke',
  'kleiderstange',
  'schrank',
  'schränke',
  'schrankwand',
  'sofa',
  'sofas',
  'schlafsofa',
  'ecksofa',
  'sopha',
  'lima',
  'limette',
  'nordic',
  'couchtisch',
  'couch',
  'tisch',
  'tische',
  'esstisch',
  'weiß',
  'weiss',
  'hochglanz',
  'eiche',
  'sonoma',
  'anthrazit',
  'boxspringbett',
  'bett',
  'betten',
  'bettkasten',
  'valencia',
  'unterbauleuchte',
  'beleuchtung',
  'led',
  'möbelwerk',
  'moebelwerk',
  'möbel',
  'mobel',
  'äpfel',
  'apfel',
  'über',
  'ueber',
  'zürich',
  '180x200',
  '160x200',
  '136',
  '181',
  '226',
  'aaa',
  'aaaa',
  'aaab',
  'abc',
  'abcd',
  'bcd',
];

const QUERIES = [
  'kleiderschrak',
  'kleiderschrank',
  'schrnak',
  'sopha',
  'sofa',
  'sofaa',
  'lim',
  'betten',
  'bet',
  'couchtsch',
  'moebel',
  'möbl',
  'weis',
  'uber',
  'appfel',
  '180x20',
  '18',
  'aaaaa',
  'abd',
  'xyz',
  'q',
  '',
];

describe('Vocabulary.similar', () => {
  const vocabulary = new Vocabulary(WORDS);

  it.each(QUERIES)('answers the same words in the same order as pg_trgm for %j (threshold 0.3, no limit)', (q) => {
    expect(vocabulary.similar(q, 0.3, 1000)).toEqual(reference(WORDS, q, 0.3, 1000));
  });

  it.each([0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.99, 1])('honours the threshold %d', (threshold) => {
    for (const q of QUERIES) {
      const found = vocabulary.similar(q, threshold, 1000);
      expect(found).toEqual(reference(WORDS, q, threshold, 1000).filter((w) => trigramSimilarity(w, q) > 0));
      for (const w of found) expect(trigramSimilarity(w, q)).toBeGreaterThanOrEqual(threshold);
    }
  });

  it('honours the limit, keeping the best', () => {
    for (const q of QUERIES) {
      for (const limit of [0, 1, 2, 3, 5]) {
        expect(vocabulary.similar(q, 0.1, limit)).toEqual(reference(WORDS, q, 0.1, limit).slice(0, limit));
      }
    }
  });

  it('finds the exact word first with similarity 1', () => {
    expect(vocabulary.similar('kleiderschrank', 0.3, 1)).toEqual(['kleiderschrank']);
    expect(vocabulary.similar('weiß', 0.3, 1)).toEqual(['weiß']);
  });

  it('breaks ties in byte order (umlauts after ASCII letters)', () => {
    // Words with the same similarity to the query: every one shares the same trigrams.
    const tied = new Vocabulary(['abx', 'äbx', 'Abx', 'zbx', 'abz']);
    const got = tied.similar('bx', 0.01, 10);
    expect(got).toEqual(['Abx', 'abx', 'zbx', 'äbx']);
    expect(got).toEqual(reference(['abx', 'äbx', 'Abx', 'zbx', 'abz'], 'bx', 0.01, 10));
  });

  it('does not depend on the order or duplicates of the input words', () => {
    const shuffled = new Vocabulary([...WORDS].reverse());
    for (const q of QUERIES) expect(shuffled.similar(q, 0.3, 50)).toEqual(vocabulary.similar(q, 0.3, 50));
  });

  it('answers the same again on repeated calls (its shared counters are reset)', () => {
    for (let round = 0; round < 3; round++) {
      for (const q of QUERIES) expect(vocabulary.similar(q, 0.3, 50)).toEqual(reference(WORDS, q, 0.3, 50));
    }
  });

  it('built in slices (Vocabulary.build) answers as one built at once, over thousands of words', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `${WORDS[i % WORDS.length]}${i.toString(36)}`);
    const sliced = await Vocabulary.build([...WORDS, ...many]);
    const atOnce = new Vocabulary([...many, ...WORDS]);
    let compared = 0;
    for (const q of [...QUERIES, many[123], many[4999]]) {
      expect(sliced.similar(q, 0.3, 50)).toEqual(atOnce.similar(q, 0.3, 50));
      expect(sliced.firstWithPrefix(q.slice(0, 4))).toBe(atOnce.firstWithPrefix(q.slice(0, 4)));
      compared++;
    }
    expect(compared).toBe(QUERIES.length + 2);
    expect(sliced.similar(many[123], 0.3, 5)[0]).toBe(many[123]);
  });

  it('answers [] for an empty vocabulary', () => {
    expect(new Vocabulary([]).similar('sofa', 0, 10)).toEqual([]);
  });

  it('computes the similarity of long words exactly (more than 255 trigrams)', () => {
    // 300 characters with 301 distinct trigrams; the query is its first 80 (81 trigrams, 80 shared).
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789äöüß';
    let long = '';
    for (let i = 0; i < 300; i++) long += alphabet[(i * i * 7 + i * 3 + Math.floor(i / 40)) % alphabet.length];
    const prefix = long.slice(0, 80);
    const words = [long, 'sofa'];
    const long2 = new Vocabulary(words);
    // pg_trgm: 80 shared of 302 distinct trigrams (≈ 0.265); a count capped at 255 gives 80 / 256 (≈ 0.31).
    expect(trigramSimilarity(long, prefix)).toBeLessThan(0.3);
    expect(long2.similar(prefix, 0.3, 10)).toEqual(reference(words, prefix, 0.3, 10));
  });
});

describe('Vocabulary.firstWithPrefix', () => {
  const vocabulary = new Vocabulary(WORDS);

  /** The old statement: `where word >= w and word < w || chr(1114111) order by word limit 1`. */
  const first = (words: string[], prefix: string) =>
    [...words].sort(byteOrder).find((w) => w.startsWith(prefix)) ?? null;

  it.each([
    'kleider',
    'schr',
    'schrä',
    'sofa',
    'so',
    'bet',
    'betten',
    'möb',
    'mö',
    'm',
    'ä',
    'a',
    'ü',
    'u',
    'z',
    'zü',
    '18',
    '1',
    'aaa',
  ])('answers the first word in byte order that begins with %j', (prefix) => {
    expect(vocabulary.firstWithPrefix(prefix)).toBe(first(WORDS, prefix));
  });

  it('puts words with umlauts after every ASCII continuation', () => {
    const v = new Vocabulary(['mözart', 'mozart', 'mzz', 'möbel']);
    expect(v.firstWithPrefix('m')).toBe('mozart');
    expect(v.firstWithPrefix('mö')).toBe('möbel');
    expect(v.firstWithPrefix('mo')).toBe('mozart');
  });

  it('answers null when no word begins with the prefix', () => {
    expect(vocabulary.firstWithPrefix('xyz')).toBeNull();
    expect(vocabulary.firstWithPrefix('kleiderschrankwand')).toBeNull();
    expect(vocabulary.firstWithPrefix('öl')).toBeNull();
    expect(vocabulary.firstWithPrefix('zzzz')).toBeNull();
    expect(new Vocabulary([]).firstWithPrefix('a')).toBeNull();
  });

  it('answers the word itself when the prefix is a whole word', () => {
    expect(vocabulary.firstWithPrefix('sofa')).toBe('sofa');
    expect(vocabulary.firstWithPrefix('bett')).toBe('bett');
  });

  it('follows UTF-8 byte order also beyond the Basic Multilingual Plane', () => {
    // U+FB01 (ﬁ, bytes EF AC 81) sorts before U+1F600 (😀, bytes F0 9F 98 80) in byte order,
    // but after it in UTF-16 code units (0xFB01 > 0xD83D).
    const words = ['x\u{FB01}', 'x\u{1F600}'];
    expect(new Vocabulary(words).firstWithPrefix('x')).toBe(first(words, 'x'));
  });
});
