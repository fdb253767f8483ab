import { describe, expect, it } from 'vitest';
import { centsToEuro, centsToEuroJson } from './money.ts';

describe('centsToEuroJson', () => {
  it('writes what JSON.stringify(centsToEuro(cents)) writes', () => {
    const cents: number[] = [];
    for (let c = 0; c <= 250_000; c++) cents.push(c);
    for (let k = 0; k < 20_000; k++) cents.push(Math.floor(Math.random() * 1e15));
    cents.push(1e15 - 1, 1e15, 2 ** 53, -1, -5, -100, -199999, 0.5, 12.345, -0, NaN, Infinity, -Infinity, 1e21, 1e300);
    for (const c of cents) expect(centsToEuroJson(c), String(c)).toBe(JSON.stringify(centsToEuro(c)));
  });
});
