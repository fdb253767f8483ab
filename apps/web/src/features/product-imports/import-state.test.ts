import { describe, expect, it } from 'vitest';
import { importState } from './import-state.ts';

const base = { checked_at: null, rows_total: 40, rows_done: 10, rows_with_errors: 0, created: 2, updated: 30 } as const;
const checkedAt = '2026-11-29T10:00:00Z';

describe('an import’s progress', () => {
  it('counts checked rows while the dry run works, without a summary yet', () => {
    expect(importState({ ...base, status: 'checking' })).toEqual({
      percent: 25,
      step: 'check',
      working: true,
      canApply: false,
      nothingToApply: false,
      summary: null,
    });
    expect(importState({ ...base, status: 'queued', rows_total: 0, rows_done: 0 }).percent).toBe(0);
  });

  it('offers applying once checked, and says how many rows will be taken and how many are refused', () => {
    expect(importState({ ...base, status: 'checked', checked_at: checkedAt, rows_with_errors: 3 })).toEqual({
      percent: 100,
      step: 'check',
      working: false,
      canApply: true,
      nothingToApply: false,
      summary: { key: 'summary.checked', ok: 37, failed: 3 },
    });
  });

  it('counts the rows dealt with while applying, and says what was taken once applied', () => {
    const applying = importState({ ...base, status: 'applying', checked_at: checkedAt, rows_done: 30 });
    expect([applying.percent, applying.step, applying.working, applying.canApply, applying.summary]).toEqual([
      75,
      'apply',
      true,
      false,
      null,
    ]);
    const applied = importState({ ...base, status: 'applied', checked_at: checkedAt, rows_with_errors: 1 });
    expect([applied.percent, applied.step, applied.canApply, applied.summary]).toEqual([
      100,
      'apply',
      false,
      { key: 'summary.applied', ok: 39, failed: 1 },
    ]);
  });

  it('lets a failed apply continue, but not a file that failed its dry run', () => {
    const failedApply = importState({ ...base, status: 'failed', checked_at: checkedAt });
    expect([failedApply.step, failedApply.canApply]).toEqual(['apply', true]);
    const failedCheck = importState({ ...base, status: 'failed' });
    expect([failedCheck.step, failedCheck.canApply, failedCheck.summary]).toEqual(['check', false, null]);
  });

  it('offers no apply for a checked file whose rows create and change nothing, and says so', () => {
    const idle = importState({ ...base, status: 'checked', checked_at: checkedAt, created: 0, updated: 0 });
    expect([idle.canApply, idle.nothingToApply]).toEqual([false, true]);
    const one = importState({ ...base, status: 'checked', checked_at: checkedAt, created: 0, updated: 1 });
    expect([one.canApply, one.nothingToApply]).toEqual([true, false]);
  });

  it('never counts fewer than no rows taken', () => {
    expect(importState({ ...base, status: 'checked', checked_at: checkedAt, rows_with_errors: 41 }).summary?.ok).toBe(
      0,
    );
  });
});
