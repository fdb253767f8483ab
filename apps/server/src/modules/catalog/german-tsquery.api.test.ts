import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import * as catalogData from '../../demo/catalog-data.ts';
import { cloneTemplate } from '../../test/test-app.ts';
import { searchTerms } from './catalog.search.ts';
import { toTsquery } from './catalog.queries.ts';
import { germanTsquery, OLDER_STEMMER, STEMMER_PROBE, stemmerRulesOf, type StemmerRules } from './german-tsquery.ts';
import { parseTsquery, type TsNode } from './read-model/tsquery.ts';

/**
 * The in-process German tsquery (used while PostgreSQL is away, decision 160) against the
 * database's to_tsquery('german', ...), for every word of the demo catalogue and the shapes a
 * shopper types: each must find the same lexemes.
 */
let database: Database;
let rules: StemmerRules;
beforeAll(async () => {
  database = await cloneTemplate();
  rules = stemmerRulesOf((await toTsquery(database.db, STEMMER_PROBE)) ?? '');
});
afterAll(async () => {
  await database?.close();
});

/** A query as its AND-ed groups, each the sorted distinct alternatives ("lexeme:*"). */
function groups(node: TsNode | null): string[][] {
  if (!node) return [];
  const alternatives = (n: TsNode): string[] =>
    n.kind === 'term'
      ? [`${n.lexeme}${n.prefix ? ':*' : ''}`]
      : n.kind === 'or'
        ? [...alternatives(n.left), ...alternatives(n.right)]
        : [];
  const ands = (n: TsNode): TsNode[] => (n.kind === 'and' ? [...ands(n.left), ...ands(n.right)] : [n]);
  return ands(node).map((g) => [...new Set(alternatives(g))].sort());
}

const catalogueWords = [...new Set(JSON.stringify(Object.values(catalogData)).match(/[\p{L}\p{N}]+/gu) ?? [])].filter(
  (w) => !/^\d+$/.test(w),
);

const typed = [
  'Sofas grau',
  'Schraenke Eiche',
  'sopha',
  'der die das',
  'Kleiderschrank mit Spiegel',
  'Bett 180x200',
  'Boxspringbett 140 x 200',
  'Stühle Küche',
  'Größe Weiß',
  'ÄÖÜ äöüß',
  'Couchtisch & Lampe',
  'Polsterecke L-Form',
  'TV-Möbel',
  'Wohnwände Nussbaum',
];

describe('germanTsquery', () => {
  it('finds the lexemes to_tsquery("german") finds, for every catalogue word and typed texts', async () => {
    let visited = 0;
    const differ: { text: string; database: string[][]; process: string[][] }[] = [];
    for (const text of [...catalogueWords, ...typed]) {
      const terms = searchTerms(text);
      if (!terms) continue;
      const fromDatabase = groups(parseTsquery((await toTsquery(database.db, terms.tsqueryText)) ?? ''));
      const inProcess = groups(parseTsquery(germanTsquery(terms.tsqueryText, rules) ?? ''));
      if (JSON.stringify(fromDatabase) !== JSON.stringify(inProcess))
        differ.push({ text, database: fromDatabase, process: inProcess });
      visited++;
    }
    expect(differ).toEqual([]);
    expect(visited).toBe(catalogueWords.length + typed.length);
    expect(catalogueWords.length).toBeGreaterThan(300);
  });

  it('drops stop words as the database does, and answers null when only stop words are left', () => {
    expect(germanTsquery('der:* & sofa:*', OLDER_STEMMER)).toBe("'sofa':*");
    expect(germanTsquery('der:* & die:*', OLDER_STEMMER)).toBeNull();
    expect(germanTsquery('(sopha:* | sofa:*) & lima:*', OLDER_STEMMER)).toBe("( 'sopha':* | 'sofa':* ) & 'lima':*");
  });

  it('stems as the edition of the German stemmer in the database does', () => {
    const newer = { umlautDigraphs: true, lnSuffix: true };
    expect(stemmerRulesOf("'schrank':* & 'einzel':*")).toEqual(newer);
    expect(stemmerRulesOf("'schraenk':* & 'einzeln':*")).toEqual(OLDER_STEMMER);
    // Both spellings one lexeme where the stemmer reads ae as ä; a u between vowels stays.
    expect(germanTsquery('(schraenke:* | schränke:*) & dauer:*', newer)).toBe("'schrank':* & 'dau':*");
    expect(germanTsquery('(schraenke:* | schränke:*)', OLDER_STEMMER)).toBe("( 'schraenk':* | 'schrank':* )");
    expect(germanTsquery('einzeln:*', newer)).toBe("'einzel':*");
    expect(germanTsquery('einzeln:*', OLDER_STEMMER)).toBe("'einzeln':*");
  });
});
