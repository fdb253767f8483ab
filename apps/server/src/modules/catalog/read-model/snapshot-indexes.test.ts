import { describe, expect, it } from 'vitest';
import { buildIndexes, runAtOnce, runSliced } from './snapshot-indexes.ts';
import { plain, records } from './snapshot-records.fixtures.ts';

/**
 * The snapshot's indexes built in slices (docs/decisions/017): the same indexes as built at
 * once, no step of the build longer than the budget.
 */

describe('snapshot indexes', () => {
  it('built in slices equal the ones built at once, in the orders the SQL statements use', async () => {
    const recs = records(5000);
    const sliced = await runSliced(buildIndexes(recs), 1);
    expect(plain(sliced)).toEqual(plain(runAtOnce(buildIndexes(recs))));
    // Default order: best sellers first, then newest id; price order: price, then id.
    const expected = [...recs]
      .sort((a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.id - a.id)
      .map((r) => r.id);
    expect(sliced.records.map((r) => r.id)).toEqual(expected);
    const byPrice = [...sliced.priceOrder].map((p) => sliced.records[p]);
    expect(byPrice.map((r) => r.id)).toEqual(
      [...recs].sort((a, b) => a.priceCents - b.priceCents || a.id - b.id).map((r) => r.id),
    );
    // A series lists its lights last, each part by name.
    for (const list of sliced.bySeries.values()) {
      const lights = list.map((i) => sliced.records[i].isLight);
      expect(lights).toEqual([...lights].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('no step of a build of 30,000 products takes more than 50 ms of CPU', () => {
    const build = buildIndexes(records(30_000));
    let longest = 0;
    let steps = 0;
    for (;;) {
      const before = process.threadCpuUsage();
      const step = build.next();
      const used = process.threadCpuUsage(before);
      longest = Math.max(longest, (used.user + used.system) / 1000);
      steps++;
      if (step.done) break;
    }
    expect(steps).toBeGreaterThan(100);
    expect(longest).toBeLessThan(50);
  });
});
