import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@wohnwerk/contract/catalog';
import { readListQuery } from './list-query.ts';

/** Values each field is tried with: valid, blank, borderline and wrong. */
const values: Record<string, unknown[]> = {
  category: [
    undefined,
    '',
    '  ',
    'sofas',
    ' Sofas ',
    'ecksofas-xl',
    'a'.repeat(120),
    'a'.repeat(121),
    '-sofas',
    'so fas',
    'sofas;drop',
    ['sofas', 'betten'],
    'sale',
  ],
  q: [
    undefined,
    '',
    ' ',
    'Sopha',
    '  Kleiderschrak ',
    'x'.repeat(200),
    'x'.repeat(201),
    '"quoted" <b>',
    ['a', 'b'],
    'ä ö ü ß',
  ],
  min_price: [undefined, '', '0', '199', '199,99', '199.9', ' 5 ', '-1', '1e3', '12345678', '1,999', 'abc', ['1', '2']],
  max_price: [undefined, '', '9999999', '100', '99,5', '0', '10.123', ' ', ['5']],
  brand: [
    undefined,
    '',
    ' , ',
    '1',
    '1,2',
    '2,1,2',
    ' 3 , 4 ',
    '1,,2',
    'x',
    '1,x',
    '0001',
    Array.from({ length: 51 }, () => '1').join(','),
    Array.from({ length: 51 }, (_, i) => String(i + 1)).join(','),
    ['1', '2'],
    '1234567890',
  ],
  order: [undefined, '', ' ', 'A-Z', 'Z-A', 'Niedriger-Hoher', 'Hoher-Niedriger', ' A-Z', 'a-z', 'price', ['A-Z']],
  page: [undefined, '', '1', '2', ' 3 ', '0', '-1', '1.5', '1000000000', '1000000001', '99999999999', 'abc', ['1']],
};

function zodRead(input: Record<string, unknown>) {
  const r = productListQuerySchema.safeParse(input);
  // Keys zod keeps with the value undefined are the same as absent ones for the handlers.
  return r.success ? JSON.parse(JSON.stringify(r.data)) : null;
}

describe('list query reader', () => {
  it('reads every field value as the zod schema does, or leaves the input to zod', () => {
    let fast = 0;
    for (const [key, list] of Object.entries(values)) {
      for (const value of list) {
        for (const base of [
          {},
          { category: 'sofas', min_price: '100', max_price: '500', brand: '1,2', order: 'A-Z', page: '2' },
          { q: 'Sopha', _: '17' },
        ]) {
          const input: Record<string, unknown> = { ...base, [key]: value };
          if (value === undefined) delete input[key];
          const read = readListQuery(input);
          const expected = zodRead(input);
          if (read) {
            fast++;
            expect(read, JSON.stringify(input)).toEqual(expected);
          } else {
            // Left to zod: fine for anything, but every valid common input must be read here.
            if (expected && typeof value === 'string' && !/^\s|\s$/.test(value) && value !== '' && key !== 'order') {
              expect.fail(`valid input not read without zod: ${JSON.stringify(input)}`);
            }
          }
        }
      }
    }
    expect(fast).toBeGreaterThan(100);
  });

  it('never accepts what zod refuses (min above max, too many brands, page out of range)', () => {
    for (const input of [
      { min_price: '500', max_price: '100' },
      { brand: Array.from({ length: 51 }, () => '7').join(',') },
      { page: '0' },
      { page: '1000000001' },
      { order: ' A-Z' },
      { category: ['a', 'b'] },
    ]) {
      expect(zodRead(input), JSON.stringify(input)).toBeNull();
      expect(readListQuery(input), JSON.stringify(input)).toBeNull();
    }
  });
});
