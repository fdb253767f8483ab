import { describe, expect, it } from 'vitest';
import { numbered } from './numbered.ts';

describe('numbered', () => {
  it('counts the rows from 1 in the order given, keeping their fields', () => {
    expect(numbered([{ id: 17 }, { id: 4 }, { id: 9 }])).toEqual([
      { id: 17, nr: 1 },
      { id: 4, nr: 2 },
      { id: 9, nr: 3 },
    ]);
    expect(numbered(undefined)).toEqual([]);
  });
});
