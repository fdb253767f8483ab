import { describe, expect, it } from 'vitest';
import { weeksOnly } from './delivery-weeks.ts';

describe('delivery weeks', () => {
  it('says "Wochen" once, whether or not the stored text carries it', () => {
    expect(`${weeksOnly('4-6 Wochen')} Wochen`).toBe('4-6 Wochen');
    expect(`${weeksOnly('10-12')} Wochen`).toBe('10-12 Wochen');
  });
});
