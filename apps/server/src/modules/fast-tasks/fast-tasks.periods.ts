import type { FastPeriod } from '@wohnwerk/contract/tasks';
import { addDays, isoWeekday, lastOfMonth } from '@wohnwerk/contract/shop-time';

/**
 * The day range of a fast-task period (design/backoffice-rules.md "Fast tasks"), inclusive,
 * relative to `today` (YYYY-MM-DD in Europe/Berlin): day = today, tomorrow, week = Monday–Sunday
 * of this week, month = this calendar month, upcoming = after today, all = no bound.
 */
export function periodRange(period: FastPeriod, today: string): { from?: string; to?: string } {
  switch (period) {
    case 'day':
      return { from: today, to: today };
    case 'tomorrow': {
      const t = addDays(today, 1);
      return { from: t, to: t };
    }
    case 'week': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: lastOfMonth(today.slice(0, 7)) };
    case 'upcoming':
      return { from: addDays(today, 1) };
    case 'all':
      return {};
  }
}

/** Overdue: the day is before today and the task is not done. */
export const isOverdue = (day: string, done: number, today: string) => done !== 1 && day < today;
