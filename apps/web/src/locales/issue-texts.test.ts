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

  it('a credit note is a "Rechnungskorrektur"; "Gutschrift" names only the sellers\' self-billing statements (§14 Abs. 2 UStG; decisions 154, 171)', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'de')).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    // The self-billing statements' own screens, and the entries that lead to them (issue 38).
    const selfBilling = new Set(['statements.json', 'seller.json', 'sellers.json']);
    const allowedKeys = new Set([
      'admin.json:areas.statements.label',
      'admin.json:areas.statements.description',
      'common.json:titles.adminStatements',
      'common.json:titles.sellerStatements',
      'figures.json:sellers.hint',
    ]);
    const flat = (node: unknown, prefix: string): [string, string][] =>
      typeof node === 'string'
        ? [[prefix, node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
    let checked = 0;
    for (const file of files) {
      if (selfBilling.has(file)) continue;
      for (const [key, text] of flat(
        JSON.parse(readFileSync(path.join(import.meta.dirname, 'de', file), 'utf8')),
        '',
      )) {
        checked += 1;
        if (!allowedKeys.has(`${file}:${key}`)) expect(text, `${file}: ${key}`).not.toMatch(/Gutschrift/i);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(load('de', 'adminorders').documents.credit_note).toBe('Rechnungskorrektur');
    expect(load('de', 'adminorders').documents.title).toBe('Rechnungen und Rechnungskorrekturen');
  });
});
