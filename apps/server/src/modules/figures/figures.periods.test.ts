import { describe, expect, it } from 'vitest';
import { type RollupPiece, rollupPieces } from './figures.periods.ts';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The days a piece stands for: a day range, every day of its months, or of its years. */
function daysOf(p: RollupPiece): string[] {
  const out: string[] = [];
  const end =
    p.level === 'day'
      ? p.to
      : p.level === 'month'
        ? new Date(Date.UTC(Number(p.to.slice(0, 4)), Number(p.to.slice(5, 7)), 0)).toISOString().slice(0, 10)
        : `${p.to.slice(0, 4)}-12-31`;
  for (let d = p.from; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** How often each day is counted by the signed pieces (days counted 0 times are left out). */
function coverage(pieces: RollupPiece[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const p of pieces) for (const d of daysOf(p)) counted.set(d, (counted.get(d) ?? 0) + p.sign);
  for (const [d, n] of counted) if (n === 0) counted.delete(d);
  return counted;
}

describe('the roll-up pieces of a period (decision 141)', () => {
  it('count every day of the period exactly once and no other day, for periods of 1 to 1,100 days', () => {
    let checked = 0;
    for (const [from, lengths] of [
      ['2025-01-01', [1, 31, 365, 366, 1100]],
      ['2025-11-20', [1, 11, 30, 42, 365, 400]],
      ['2026-02-28', [1, 2, 30, 306, 365]],
      ['2027-12-31', [1, 2, 60, 367]],
    ] as const) {
      for (const length of lengths) {
        const to = addDays(from, length - 1);
        const counted = coverage(rollupPieces(from, to));
        expect(counted.size, `${from} … ${to}`).toBe(length);
        for (const [day, n] of counted) {
          expect(n, `${day} in ${from} … ${to}`).toBe(1);
          expect(day >= from && day <= to, `${day} in ${from} … ${to}`).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBe(20);
  });

  it('reads a year up to a day as that year less the rest of it, and whole months as months', () => {
    expect(rollupPieces('2025-11-20', '2026-11-19')).toEqual([
      { level: 'day', from: '2025-11-20', to: '2025-11-30', sign: 1 },
      { level: 'month', from: '2025-12-01', to: '2025-12-01', sign: 1 },
      { level: 'year', from: '2026-01-01', to: '2026-01-01', sign: 1 },
      { level: 'day', from: '2026-11-20', to: '2026-11-30', sign: -1 },
      { level: 'month', from: '2026-12-01', to: '2026-12-01', sign: -1 },
    ]);
    expect(rollupPieces('2026-03-01', '2026-04-30')).toEqual([
      { level: 'month', from: '2026-03-01', to: '2026-04-01', sign: 1 },
    ]);
    expect(rollupPieces('2026-03-28', '2026-03-29')).toEqual([
      { level: 'day', from: '2026-03-28', to: '2026-03-29', sign: 1 },
    ]);
  });
});
