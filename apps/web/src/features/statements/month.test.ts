import { describe, expect, it } from 'vitest';
import { filterFromSearch, isMonth, previousMonth } from './month.ts';

describe('statement months', () => {
  it('knows a month by its YYYY-MM form only', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('')).toBe(false);
  });

  it('takes the month before, across the turn of the year', () => {
    expect(previousMonth('2026-11-29')).toBe('2026-10');
    expect(previousMonth('2027-01-02')).toBe('2026-12');
  });

  it('reads the filter from the address and ignores what is not a month or an id', () => {
    expect(filterFromSearch(new URLSearchParams('month=2026-10&seller=2'))).toEqual({ month: '2026-10', sellerId: 2 });
    expect(filterFromSearch(new URLSearchParams('month=Oktober&seller=x'))).toEqual({ month: '', sellerId: null });
  });
});
