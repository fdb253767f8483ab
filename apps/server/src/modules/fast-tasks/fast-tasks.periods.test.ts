import { describe, expect, it } from 'vitest';
import { isOverdue, periodRange } from './fast-tasks.periods.ts';

describe('fast-task periods', () => {
  it('keeps Sunday in the week that began on Monday, and starts a new week on Monday', () => {
    expect(periodRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('ends the month on its last day and rolls tomorrow and upcoming into the next month and year', () => {
    expect(periodRange('month', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('tomorrow', '2026-11-30')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(periodRange('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(periodRange('upcoming', '2026-12-31')).toEqual({ from: '2027-01-01' });
    expect(periodRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodRange('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('day', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(periodRange('all', '2026-12-31')).toEqual({});
  });

  it('calls a task overdue only when its day has passed and it is not done', () => {
    expect(isOverdue('2026-11-23', 0, '2026-11-24')).toBe(true);
    expect(isOverdue('2026-11-23', 1, '2026-11-24')).toBe(false);
    expect(isOverdue('2026-11-24', 0, '2026-11-24')).toBe(false);
  });
});
