import { describe, expect, it } from 'vitest';
import { isWholeCents, parseEuro, tidyEuroInput } from './euro.ts';

describe('the one euro reading (decision 151)', () => {
  it('reads decimals with a comma or a point, German thousands dots, and finite JSON numbers', () => {
    const read: [unknown, number][] = [
      ['12,50', 12.5],
      ['12.50', 12.5],
      ['12', 12],
      ['0,5', 0.5],
      ['1.234,56', 1234.56],
      ['1.234', 1234],
      ['1.234.567,8', 1234567.8],
      ['1234,56', 1234.56],
      [12.5, 12.5],
      [-5, -5],
    ];
    for (const [input, amount] of read) expect(parseEuro(input), String(input)).toBe(amount);
    expect(read).toHaveLength(10);
  });

  it('refuses what Number() and parseFloat would read: hex, binary, exponents, signs, spaces, Infinity', () => {
    const refused = [
      '0x10',
      '1e1',
      '0b11',
      '0o7',
      'Infinity',
      '-Infinity',
      'NaN',
      ' 12',
      '12 ',
      '1 234',
      '12 €',
      '-5',
      '+5',
      '12,505',
      '1,234',
      '12,5,0',
      '.5',
      '5.',
      '1_000',
      '١٢',
      '12abc',
      '1.23.45',
    ];
    for (const text of refused) expect(parseEuro(text), text).toBeNaN();
    expect(refused).toHaveLength(22);
    for (const value of [Number.POSITIVE_INFINITY, Number.NaN, true, {}, ['12']]) expect(parseEuro(value)).toBeNaN();
  });

  it('takes missing and blank for not given', () => {
    for (const value of [undefined, null, '', '   ']) expect(parseEuro(value)).toBeUndefined();
  });

  it('tells whole cents, and tidies typed text of spaces and the euro sign only', () => {
    expect([12.5, 0.1 + 0.2, 19.99, 12.505, 0.001].map(isWholeCents)).toEqual([true, true, true, false, false]);
    expect(tidyEuroInput(' 1 234,56 € ')).toBe('1234,56');
    expect(tidyEuroInput('1\u00a0234,56\u202f€')).toBe('1234,56');
    expect(parseEuro(tidyEuroInput(' 0x10 '))).toBeNaN();
  });
});
