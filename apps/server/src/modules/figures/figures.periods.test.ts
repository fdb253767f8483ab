import { describe, expect, it } from 'vitest';
import { addDays, periodsOf, previousPeriod } from './figures.periods.ts';

describe('calendar arithmetic on Berlin days', () => {
  it('adds days across month ends, leap days and the changes of summer time', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('compares a period with the one of the same length just before it', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod('2026-03-29', '2026-03-29')).toEqual({ from: '2026-03-28', to: '2026-03-28' });
  });

  it('lists the days, ISO weeks from Monday and calendar months of a period', () => {
    expect(periodsOf('2026-03-28', '2026-03-30', 'day')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    // Saturday 28 March 2026 lies in the week of Monday the 23rd.
    expect(periodsOf('2026-03-28', '2026-04-06', 'week')).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
    expect(periodsOf('2025-12-15', '2026-02-01', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});
