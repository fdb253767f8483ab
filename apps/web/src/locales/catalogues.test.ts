import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Storefront namespaces are German with English; back-office namespaces (those with an
 * Albanian catalogue) are Albanian with English; shared ones (German and Albanian) have all three. A key missing in one language would show
 * the raw key or silently fall back to another language, so every catalogue of a
 * namespace must have the same keys and the same {{placeholders}}.
 */
const root = import.meta.dirname;
const languages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function namespacesOf(language: string): string[] {
  return readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Shared UI pieces used in both areas (the staff data table) have all three languages.
const sharedNamespaces = new Set(namespacesOf('sq').filter((namespace) => namespacesOf('de').includes(namespace)));
const backofficeNamespaces = new Set(namespacesOf('sq').filter((namespace) => !sharedNamespaces.has(namespace)));
const allNamespaces = new Set(languages.flatMap(namespacesOf));
const languagesFor = (namespace: string) =>
  sharedNamespaces.has(namespace)
    ? ['de', 'en', 'sq']
    : backofficeNamespaces.has(namespace)
      ? ['sq', 'en']
      : ['de', 'en'];

describe('translation catalogues', () => {
  it('exist for German, English and Albanian', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'sq']);
    expect(backofficeNamespaces.has('backoffice')).toBe(true);
    expect(namespacesOf('de')).toContain('common');
  });

  for (const namespace of allNamespaces) {
    const [primary, ...others] = languagesFor(namespace);

    it(`namespace "${namespace}" has a catalogue in ${[primary, ...others].join(' and ')} and in no other language`, () => {
      const holders = languages.filter((language) => namespacesOf(language).includes(namespace)).sort();
      expect(holders).toEqual([primary, ...others].sort());
    });

    for (const other of others) {
      it(`namespace "${namespace}" has the same keys in ${primary} and ${other}`, () => {
        const a = load(primary, namespace);
        const b = load(other, namespace);
        const missingIn = (from: Map<string, unknown>, to: Map<string, unknown>) =>
          [...from.keys()].filter((k) => !to.has(k));
        expect({ [`missing in ${other}`]: missingIn(a, b), [`missing in ${primary}`]: missingIn(b, a) }).toEqual({
          [`missing in ${other}`]: [],
          [`missing in ${primary}`]: [],
        });
      });

      it(`namespace "${namespace}" uses the same placeholders in ${primary} and ${other}`, () => {
        const a = load(primary, namespace);
        const b = load(other, namespace);
        const differing = [...a.keys()].filter(
          (k) => b.has(k) && placeholders(a.get(k)).join() !== placeholders(b.get(k)).join(),
        );
        expect(differing).toEqual([]);
      });
    }

    it(`namespace "${namespace}" has a non-empty text for every key`, () => {
      for (const language of languagesFor(namespace)) {
        const empty = [...load(language, namespace)]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect(empty, `${language}/${namespace}.json`).toEqual([]);
      }
    });
  }
});
