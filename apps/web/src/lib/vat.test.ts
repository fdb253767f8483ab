import { describe, expect, it } from 'vitest';
import { vatContained } from './vat.ts';

describe('VAT contained in a gross total', () => {
  it('is total · 19/119, not 19 % of the total', () => {
    expect(vatContained(119)).toBe(19);
    expect(vatContained(1000)).toBe(159.66);
  });

  it('is rounded to cents', () => {
    expect(vatContained(307.99)).toBe(49.17);
    expect(vatContained(49.99)).toBe(7.98);
    expect(vatContained(0.01)).toBe(0);
    expect(vatContained(0)).toBe(0);
  });
});
