import { describe, expect, it } from 'vitest';
import { paidPerLine, unitsAmount } from './refund-lines.ts';

describe('what a refund by line gives back (decision 163)', () => {
  it('is the line total when the order had no reduction', () => {
    const paid = paidPerLine(
      [
        { id: 1, qty: 2, lineCents: 21_400 },
        { id: 2, qty: 1, lineCents: 11_900 },
      ],
      0,
    );
    expect([...paid]).toEqual([
      [1, 21_400],
      [2, 11_900],
    ]);
  });

  it('takes off each line’s share of a coupon, the shares adding up to the coupon to the cent', () => {
    const lines = [
      { id: 1, qty: 3, lineCents: 10_000 },
      { id: 2, qty: 1, lineCents: 20_000 },
      { id: 3, qty: 1, lineCents: 333 },
    ];
    const paid = paidPerLine(lines, 1_000);
    const total = [...paid.values()].reduce((s, c) => s + c, 0);
    expect(total).toBe(30_333 - 1_000);
    expect(paid.get(1)).toBe(10_000 - 330);
    expect(paid.get(2)).toBe(20_000 - 659);
    expect(paid.get(3)).toBe(333 - 11);
  });

  it('gives back unit by unit exactly what the whole line gives back at once', () => {
    const paid = 9_967; // 3 units, not divisible by 3
    const oneByOne = [0, 1, 2].map((before) => unitsAmount(paid, 3, before, 1));
    expect(oneByOne).toEqual([3_322, 3_323, 3_322]);
    expect(oneByOne.reduce((s, c) => s + c, 0)).toBe(paid);
    expect(unitsAmount(paid, 3, 0, 3)).toBe(paid);
    expect(unitsAmount(paid, 3, 1, 2)).toBe(paid - 3_322);
  });

  it('never takes off more than the goods are worth', () => {
    const paid = paidPerLine([{ id: 7, qty: 1, lineCents: 500 }], 900);
    expect(paid.get(7)).toBe(0);
  });
});
