import { describe, expect, it } from 'vitest';
import { berlinToday, change, granularityFor, periodOf } from './periods.ts';

describe('the figures screen periods', () => {
  it('takes today from Berlin, not from the browser clock: 23:30 UTC in summer is already the next day', () => {
    expect(berlinToday(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(berlinToday(new Date('2026-01-14T22:59:00Z'))).toBe('2026-01-14');
  });

  it('ends every preset today and counts today in 7 and 30 days', () => {
    const today = '2026-03-05';
    expect(periodOf('today', today)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(periodOf('days7', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(periodOf('days30', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(periodOf('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(periodOf('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('shows days for short periods, weeks up to a year, months beyond', () => {
    expect(granularityFor({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(granularityFor({ from: '2026-01-01', to: '2026-12-31' })).toBe('week');
    expect(granularityFor({ from: '2024-01-01', to: '2026-12-31' })).toBe('month');
  });

  it('compares with the previous period in percent, and has no percentage after nothing', () => {
    expect(change(150, 120)).toBe(25);
    expect(change(90, 120)).toBe(-25);
    expect(change(1, 3)).toBe(-66.67);
    expect(change(10, 0)).toBeNull();
  });
});
