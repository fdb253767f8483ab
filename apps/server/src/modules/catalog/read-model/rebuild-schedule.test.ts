import { describe, expect, it } from 'vitest';
import { RebuildSchedule } from './rebuild-schedule.ts';

/**
 * When the read model's deferred rebuilds start (docs/decisions/142), on a clock of our own:
 * at once after a calm spell, coalesced during a burst, soon after the burst ends.
 */

/**
 * Changes at the given times, a rebuild of `duration` ms whenever the schedule lets one start
 * (not while one runs); answers the rebuilds' start times and the share of time they took.
 */
function simulate(changes: number[], duration: number, until: number) {
  const schedule = new RebuildSchedule();
  const starts: number[] = [];
  let owed = false;
  let busyUntil = Number.NEGATIVE_INFINITY;
  const pending = [...changes];
  for (let now = 0; now <= until; now += 10) {
    while (pending.length && pending[0] <= now) {
      schedule.changed(pending.shift()!);
      owed = true;
    }
    if (owed && now >= busyUntil && schedule.startAt(now) <= now) {
      schedule.rebuilt(now, now + duration);
      busyUntil = now + duration;
      starts.push(now);
      owed = false;
    }
  }
  const last = changes.at(-1)!;
  return { starts, share: (starts.filter((s) => s <= last).length * duration) / last };
}

describe('rebuild schedule', () => {
  it('the first change after a calm spell rebuilds at once', () => {
    const s = new RebuildSchedule();
    s.changed(1000);
    expect(s.startAt(1000)).toBe(1000);
    s.rebuilt(1000, 4500);
    s.changed(60_000);
    expect(s.startAt(60_000)).toBe(60_000);
  });

  it('a change soon after a rebuild waits for the gap or for the burst to end, whichever is first', () => {
    const s = new RebuildSchedule();
    s.rebuilt(0, 1000);
    // Gap: 3 × 1000 ms after the end; the burst counts as over after 250 ms without a change, and
    // at the earliest two rebuilds' duration after the last one ended.
    s.changed(1100);
    expect(s.startAt(1100)).toBe(3000);
    s.changed(2900);
    expect(s.startAt(2900)).toBe(3150);
    s.changed(3800);
    expect(s.startAt(3800)).toBe(4000);
    expect(s.startAt(4000)).toBe(4000);
  });

  it('a small catalogue (rebuilds of a few ms) still waits the quiet time between rebuilds in a burst', () => {
    const s = new RebuildSchedule();
    s.rebuilt(0, 2);
    s.changed(10);
    expect(s.startAt(10)).toBe(252);
    s.changed(200);
    expect(s.startAt(200)).toBe(252);
    expect(s.startAt(252)).toBe(252);
  });

  it('a dense burst rebuilds at most about a quarter of the time, and once soon after its end', () => {
    // A change every 100 ms for 60 s, rebuilds of 3.5 s (100,000 products).
    const changes = Array.from({ length: 600 }, (_, k) => k * 100);
    const { starts, share } = simulate(changes, 3500, 80_000);
    expect(starts.length).toBeLessThan(8);
    expect(share).toBeLessThan(0.3);
    // The last change (59.9 s) is in the last rebuild, started within two rebuilds' duration.
    expect(starts.at(-1)!).toBeGreaterThanOrEqual(59_900);
    expect(starts.at(-1)!).toBeLessThanOrEqual(59_900 + 2 * 3500 + 10);
  });

  it("an import's chunks (a commit every 2 s) rebuild far fewer times than once each, about a third of the time", () => {
    const changes = Array.from({ length: 30 }, (_, k) => k * 2000);
    const { starts, share } = simulate(changes, 3500, 80_000);
    expect(starts.length).toBeLessThanOrEqual(10);
    expect(share).toBeLessThan(0.4);
    expect(starts.at(-1)!).toBeGreaterThanOrEqual(58_000);
  });
});
