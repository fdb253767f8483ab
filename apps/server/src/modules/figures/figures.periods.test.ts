import { describe, expect, it } from 'vitest';
import { addDays } from '@wohnwerk/contract/shop-time';
import { daysOf, periodsOf, previousPeriod } from './figures.periods.ts';

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

  it('walks a period of at most 1100 days, and throws for a longer one instead of looping on', () => {
    expect(daysOf('2026-01-01', '2029-01-04')).toHaveLength(1100);
    expect(() => daysOf('2026-01-01', '2029-01-05')).toThrow(RangeError);
    expect(() => periodsOf('2026-01-01', '2029-01-05', 'month')).toThrow(RangeError);
    expect(() => periodsOf('2000-01-01', '2100-12-31', 'week')).toThrow(RangeError);
  });

  it('refuses the day after 9999-12-31 rather than writing "+010000-01-01", which sorts before it', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    // The loop counts the days instead of comparing texts: one day, one step.
    expect(periodsOf('9999-12-31', '9999-12-31', 'day')).toEqual(['9999-12-31']);
    // Before the year 0: "-000001-12-01".
    expect(() => previousPeriod('0000-01-01', '0000-01-31')).toThrow(RangeError);
  });

  it('lists weeks and months from inside the period when it starts on a Monday or the 1st', () => {
    expect(periodsOf('2026-03-30', '2026-04-13', 'week')).toEqual(['2026-03-30', '2026-04-06', '2026-04-13']);
    expect(periodsOf('2026-01-01', '2026-03-31', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodsOf('2026-01-31', '2026-01-31', 'month')).toEqual(['2026-01-01']);
  });
});
