/** The figures screen's periods: Berlin calendar days as YYYY-MM-DD (the server counts in the same days). */

export const presets = ['today', 'days7', 'days30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Preset = (typeof presets)[number];
export type Granularity = 'day' | 'week' | 'month';

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Today in Berlin, whatever the browser's own time zone. */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const dayCount = (p: Period) =>
  Math.round((Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / DAY_MS) + 1;

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The days of a preset, ending today (Berlin); "7 days" and "30 days" include today. */
export function periodOf(preset: Exclude<Preset, 'custom'>, today: string): Period {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
  }
}

/** Days up to two months, weeks up to a little over a year, months beyond. */
export const granularityFor = (p: Period): Granularity => {
  const days = dayCount(p);
  return days <= 62 ? 'day' : days <= 400 ? 'week' : 'month';
};

/** Change against the previous period in percent (two decimals); null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 10_000) / 100;
}
