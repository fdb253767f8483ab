import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';
import { correctWords, searchTerms, trigramSimilarity } from './catalog.search.ts';

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

type Item = { id: number; name: string; price: number };
const search = async (q: string, extra = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Item[]; meta: { total: number; last_page: number }; links: { next: string | null } };
};
const names = (items: Item[]) => items.map((i) => i.name);
const isSofa = (name: string) => /sofa/i.test(name);
const isWardrobe = (name: string) => name.startsWith('Kleiderschrank');

describe('search', () => {
  it('finds every sofa for "Sofas", although the German stemmer keeps "Sofas" apart from "Sofa"', async () => {
    const res = await search('Sofas');
    const sofas = [
      'Ecksofa Nordic mit Schlaffunktion Grau',
      'Ecksofa Nordic mit Schlaffunktion Anthrazit',
      'Sofa Lima 3-Sitzer Weiß',
      'Sofa Lima 2-Sitzer Weiß',
      'Schlafsofa Torino Beige',
    ];
    expect(names(res.data)).toEqual(expect.arrayContaining(sofas));
    expect(names(res.data).every(isSofa)).toBe(true);
    expect(names(res.data)).not.toContain('Sofa Lima Alt (ausgelistet)');
  });

  it('finds the sofas for "sofa" in lower case', async () => {
    const res = await search('sofa');
    expect(res.meta.total).toBe(5);
    expect(names(res.data).every(isSofa)).toBe(true);
  });

  it('finds the sofas for the misspelling "Sopha"', async () => {
    const res = await search('Sopha');
    expect(res.meta.total).toBeGreaterThanOrEqual(5);
    expect(names(res.data).slice(0, 5).every(isSofa)).toBe(true);
    expect(names(res.data).some(isWardrobe)).toBe(false);
  });

  it('finds the wardrobes for the typo "Kleiderschrak"', async () => {
    const res = await search('Kleiderschrak');
    expect(names(res.data).filter(isWardrobe).sort()).toEqual([
      'Kleiderschrank Lima 136 cm Weiß Hochglanz',
      'Kleiderschrank Lima 181 cm Eiche Sonoma',
      'Kleiderschrank Lima 181 cm Weiß Hochglanz',
      'Kleiderschrank Lima 226 cm Weiß Hochglanz',
    ]);
    expect(names(res.data).slice(0, 4).every(isWardrobe)).toBe(true);
    expect(names(res.data).some(isSofa)).toBe(false);
  });

  it('finds a wardrobe by name, size and series together', async () => {
    const res = await search('Kleiderschrank Lima 181');
    expect(names(res.data).slice(0, 2).sort()).toEqual([
      'Kleiderschrank Lima 181 cm Eiche Sonoma',
      'Kleiderschrank Lima 181 cm Weiß Hochglanz',
    ]);
  });

  it('finds umlauts typed as ae/oe/ue', async () => {
    const res = await search('Kleiderschraenke');
    expect(names(res.data).filter(isWardrobe)).toHaveLength(4);
  });

  it('puts an exact product code first, in any letter case', async () => {
    for (const q of ['WW-CT-002', 'ww-ct-002']) {
      const res = await search(q);
      expect(res.data[0].id).toBe(f.ids.limaTisch);
    }
  });

  it('combines the search text with the category, brand and price filters of the list', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/v1/products?q=Lima&category=schlafzimmer&max_price=700&brand=${f.brands.moebelwerk.id}`,
    });
    const data = res.json().data as Item[];
    expect(names(data).sort()).toEqual([
      'Bett Lima 160x200 Weiß',
      'Kleiderschrank Lima 136 cm Weiß Hochglanz',
      'Kleiderschrank Lima 181 cm Eiche Sonoma',
      'Kleiderschrank Lima 181 cm Weiß Hochglanz',
    ]);
    const sorted = (await search('Lima', '&order=Niedriger-Hoher')).data.map((i) => i.price);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  it('pages search results with links that keep the text', async () => {
    const first = await search('Wohnzimmer');
    expect(first.meta).toMatchObject({ total: 27, last_page: 2 });
    expect(first.data).toHaveLength(24);
    const next = new URL(first.links.next!);
    expect(next.pathname).toBe('/api/v1/search');
    expect(next.searchParams.get('q')).toBe('Wohnzimmer');
    const second = (await t.inject({ method: 'GET', url: `${next.pathname}${next.search}` })).json();
    expect(second.data).toHaveLength(3);
    expect(new Set([...first.data, ...second.data].map((i: Item) => i.id)).size).toBe(27);
  });

  it('answers an empty text with an empty page, not with the whole catalogue', async () => {
    for (const q of ['', '   ', '!!!', '&|:*']) {
      const res = await search(q);
      expect(res.data).toEqual([]);
      expect(res.meta.total).toBe(0);
    }
    const none = await t.inject({ method: 'GET', url: '/api/v1/search' });
    expect(none.json().meta.total).toBe(0);
  });

  it('treats tsquery operators and quotes as separators', async () => {
    for (const q of ["sofa & | ! :* ('", "sofa' or '1'='1", 'sofa:*&!lima', 'mit und oder']) {
      const res = await t.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
    }
    const res = await search("sofa' & !lima");
    expect(names(res.data)).toContain('Sofa Lima 3-Sitzer Weiß');
  });

  it('refuses a text longer than 200 characters with a German field message', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/search?q=${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q).toEqual(['Der Suchbegriff darf höchstens 200 Zeichen lang sein.']);
  });
});

describe('search terms', () => {
  it('builds prefix terms with spelling variants and never passes operators through', () => {
    expect(searchTerms('Sopha')?.tsqueryText).toBe('(sopha:* | sofa:*)');
    expect(searchTerms('Sofas')?.tsqueryText).toBe('(sofas:* | sofa:*)');
    expect(searchTerms("a & b:* | !c'")?.tsqueryText).toBe('a & b & c');
    expect(searchTerms('  ')).toBeNull();
    expect(searchTerms('ww-ct-002')?.codes).toEqual(['ww-ct-002', 'WW-CT-002']);
  });

  it('corrects a misspelt word from the words of look-alike products', () => {
    expect(trigramSimilarity('sofa', 'sofa')).toBe(1);
    const texts = ['kleiderschrank lima 181 cm weiß hochglanz kleiderschränke schlafzimmer', 'kommode lima weiß'];
    expect(correctWords(['kleiderschrak', 'lima'], texts)).toEqual([['kleiderschrank'], ['lima']]);
    expect(correctWords(['kommde'], texts)).toEqual([['kommode']]);
    expect(correctWords(['xyz'], texts)).toEqual([['xyz']]);
  });
});
