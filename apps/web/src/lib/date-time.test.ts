import { describe, expect, it } from 'vitest';
import { formatDateTime, shopDateTime, shopDay } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows an instant at the shop’s wall-clock time, in summer and winter time', () => {
    expect(formatDateTime('2026-11-27T22:30:00Z', 'de')).toBe('27.11.2026, 23:30');
    expect(formatDateTime('2026-07-01T22:05:00Z', 'de')).toBe('02.07.2026, 00:05');
    expect(formatDateTime('2026-11-27T17:15:00Z', 'en')).toBe('27/11/2026, 18:15');
  });
});

describe('the customer order pages in shop time', () => {
  it('read the Berlin day and time whatever the browser’s zone: an order at 23:30 UTC is the next day in Berlin', () => {
    expect(shopDateTime('2026-11-28T23:30:00Z')).toBe('29.11.2026, 00:30');
    expect(shopDay('2026-11-28T23:30:00Z')).toBe('29.11.2026');
    expect(shopDay('2026-07-01T22:05:00Z')).toBe('02.07.2026');
  });
});
