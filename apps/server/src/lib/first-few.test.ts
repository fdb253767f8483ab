import { describe, expect, it } from 'vitest';
import { firstFew } from './first-few.ts';

describe('firstFew', () => {
  const before = (a: number, b: number) => a < b;
  const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);

  it('answers the first `limit` in order, as a sort would', () => {
    for (const limit of [1, 5, 50, 500, 600]) {
      expect(firstFew(items, limit, before)).toEqual([...items].sort((a, b) => a - b).slice(0, limit));
    }
  });

  it('keeps the earlier of equal items, and answers nothing for a limit of 0', () => {
    const pairs = [3, 1, 3, 2].map((n, i) => ({ n, i }));
    expect(firstFew(pairs, 3, (a, b) => a.n < b.n).map((p) => p.i)).toEqual([1, 3, 0]);
    expect(firstFew(items, 0, before)).toEqual([]);
  });
});
