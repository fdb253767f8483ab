import { describe, expect, it } from 'vitest';
import { LastGood, orFromMemory } from './last-good.ts';

/** As Drizzle wraps a refused connection: the driver's error as `cause`. */
const refused = () =>
  Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
const away = () => Promise.reject(refused());

describe('LastGood', () => {
  it('answers from the database whenever it answers, and its last answer only while it is unreachable', async () => {
    const copies = new LastGood();
    expect(await copies.read('shops', async () => ['a'])).toEqual(['a']);
    expect(await copies.read('shops', async () => ['b'])).toEqual(['b']);
    expect(await copies.read('shops', away)).toEqual(['b']);
    expect(await copies.read('shops', async () => ['c'])).toEqual(['c']);
    expect(await copies.read('shops', away)).toEqual(['c']);
  });

  it('passes on other errors, and unreachability without a copy', async () => {
    const copies = new LastGood();
    await copies.read('k', async () => 1);
    await expect(copies.read('k', () => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await expect(copies.read('other', away)).rejects.toThrow('Failed query');
  });

  it('keeps no copy of an answer `keep` refuses, and forgets the one it had', async () => {
    const copies = new LastGood();
    const known = (v: string | null) => v !== null;
    await copies.read('page:agb', async () => 'AGB', known);
    expect(await copies.read('page:agb', away, known)).toBe('AGB');
    // The page was deleted: the database said so, and an outage does not bring it back.
    expect(await copies.read('page:agb', async () => null, known)).toBeNull();
    await expect(copies.read('page:agb', away, known)).rejects.toThrow('Failed query');
    await copies.read('page:nope', async () => null, known);
    await expect(copies.read('page:nope', away, known)).rejects.toThrow('Failed query');
  });

  it('holds at most 5,000 keys, forgetting the oldest first', async () => {
    const copies = new LastGood();
    let kept = 0;
    for (let i = 0; i < 5001; i++) {
      copies.remember(`k${i}`, i);
      kept++;
    }
    expect(kept).toBe(5001);
    await expect(copies.read('k0', away)).rejects.toThrow('Failed query');
    expect(await copies.read('k1', away)).toBe(1);
    expect(await copies.read('k5000', away)).toBe(5000);
  });
});

describe('orFromMemory', () => {
  it('answers from memory only when the database is unreachable', async () => {
    expect(
      await orFromMemory(
        async () => 'db',
        async () => 'memory',
      ),
    ).toBe('db');
    expect(await orFromMemory(away, async () => 'memory')).toBe('memory');
    await expect(
      orFromMemory(
        () => Promise.reject(new Error('bug')),
        async () => 'memory',
      ),
    ).rejects.toThrow('bug');
  });
});
