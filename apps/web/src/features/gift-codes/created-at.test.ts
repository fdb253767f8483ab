import { describe, expect, it } from 'vitest';
import { createdAt } from './created-at.ts';

describe('the DATE CREATED of a gift code', () => {
  it('is the Berlin day and time, shown DD-MM-YYYY', () => {
    // 23:30 UTC on 28 October is already 29 October in Berlin (winter time, UTC+1).
    expect(createdAt('2026-10-28T23:30:00Z')).toEqual({ sortable: '2026-10-29 00:30', shown: '29-10-2026 00:30' });
    // Summer time is UTC+2.
    expect(createdAt('2026-07-01T22:05:00Z')).toEqual({ sortable: '2026-07-02 00:05', shown: '02-07-2026 00:05' });
    expect(createdAt('2026-11-24T10:04:21.123Z').shown).toBe('24-11-2026 11:04');
  });
});
