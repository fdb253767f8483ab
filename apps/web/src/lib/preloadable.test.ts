import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

const Page = () => null;

describe('a component whose code loads on demand', () => {
  it('fetches its code once however often it is preloaded', async () => {
    let fetched = 0;
    const part = preloadable(async () => {
      fetched += 1;
      return { default: Page };
    });
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(fetched).toBe(1);
  });

  it('tries again after its code failed to load, and keeps what it got then', async () => {
    let fetched = 0;
    const part = preloadable(async () => {
      fetched += 1;
      if (fetched === 1) throw new Error('offline');
      return { default: Page };
    });
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe(Page);
    await part.preload();
    expect(fetched).toBe(2);
  });
});
