import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEventLoopStats, startEventLoopStats } from './event-loop-stats.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-loop-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('event-loop stats (EVENT_LOOP_STATS, read by the bench)', () => {
  it('writes a line a second with the longest delay, and a blocked loop shows in it', async () => {
    const began = Date.now();
    const stop = startEventLoopStats(folder);
    await new Promise((r) => setTimeout(r, 200));
    // Holds the loop for 150 ms, as a long synchronous step would.
    const until = performance.now() + 150;
    while (performance.now() < until);
    await new Promise((r) => setTimeout(r, 1100));
    stop();
    const seconds = readEventLoopStats(folder, began, Date.now());
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    expect(seconds.every((s) => s.pid === process.pid && s.to > s.from)).toBe(true);
    expect(Math.max(...seconds.map((s) => s.maxMs))).toBeGreaterThanOrEqual(140);
    // A window that ends before the first line began holds none of them.
    expect(readEventLoopStats(folder, 0, began - 1)).toEqual([]);
  });
});
