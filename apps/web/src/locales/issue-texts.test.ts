import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8'));

describe('texts staff and shoppers tripped over', () => {
  it('the margin result shows the postage column as "Porto", not its field name', () => {
    expect(load('de', 'pricing').imm.columns.porno).toBe('Porto');
    expect(load('en', 'pricing').imm.columns.porno).toBe('Postage');
  });

  it('a credit note is a "Rechnungskorrektur", never a "Gutschrift" (§14 Abs. 2 UStG: self-billing; decision 154)', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'de')).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect(readFileSync(path.join(import.meta.dirname, 'de', file), 'utf8'), file).not.toMatch(/Gutschrift/i);
    expect(load('de', 'adminorders').documents.credit_note).toBe('Rechnungskorrektur');
    expect(load('de', 'adminorders').documents.title).toBe('Rechnungen und Rechnungskorrekturen');
  });
});
