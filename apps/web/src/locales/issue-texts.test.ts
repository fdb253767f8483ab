import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8'));

describe('texts staff and shoppers tripped over', () => {
  it('the margin result shows the postage column as "Porto", not its field name', () => {
    expect(load('de', 'pricing').imm.columns.porno).toBe('Porto');
    expect(load('en', 'pricing').imm.columns.porno).toBe('Postage');
  });
});
