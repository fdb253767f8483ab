import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every literal key the code passes to t() exists in the catalogue of its namespace, so
 * no screen shows a raw key. The namespace is the `ns:` prefix, else the first one named
 * in the file's useTranslation(...) call, else "common". Route titles in router.tsx are
 * checked too (title('x') → common titles.x, bo('x') → backoffice nav.x).
 */
const src = path.resolve(import.meta.dirname, '..');
// Back-office namespaces (those with an Albanian catalogue) are checked in Albanian, the others in German.
const primaryLanguage = (ns: string) => (existsSync(path.join(src, 'locales', 'sq', `${ns}.json`)) ? 'sq' : 'de');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const catalogues = new Map<string, unknown>();
function hasKey(ns: string, key: string): boolean {
  if (!catalogues.has(ns)) {
    catalogues.set(ns, JSON.parse(readFileSync(path.join(src, 'locales', primaryLanguage(ns), `${ns}.json`), 'utf8')));
  }
  const catalogue = catalogues.get(ns) as Record<string, unknown>;
  if (key in catalogue) return true; // flat keys (validation texts)
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    // Plural keys are stored as key_one / key_other.
    node = part in record ? record[part] : (record[`${part}_other`] ?? undefined);
  }
  return typeof node === 'string';
}

function usedKeys(): Array<{ file: string; ns: string; key: string }> {
  const out: Array<{ file: string; ns: string; key: string }> = [];
  for (const file of sourceFiles(src)) {
    const code = readFileSync(file, 'utf8');
    const declared = code.match(/useTranslation\(\s*(?:\[\s*)?'([a-z][a-z-]*)'/);
    const fallbackNs = declared?.[1] ?? 'common';
    for (const m of code.matchAll(/\bt\(\s*'([^']+)'/g)) {
      const [ns, key] = m[1].includes(':') ? m[1].split(':') : [fallbackNs, m[1]];
      out.push({ file: path.relative(src, file), ns, key });
    }
    if (file.endsWith('router.tsx')) {
      for (const m of code.matchAll(/\btitle\('([a-zA-Z]+)'/g))
        out.push({ file: 'router.tsx', ns: 'common', key: `titles.${m[1]}` });
      for (const m of code.matchAll(/\bbo\('([a-zA-Z0-9]+)'\)/g))
        out.push({ file: 'router.tsx', ns: 'backoffice', key: `nav.${m[1]}` });
    }
  }
  return out;
}

describe('translation keys used in the code', () => {
  it('finds the keys (the scan itself works)', () => {
    expect(usedKeys().length).toBeGreaterThan(50);
  });

  it('all exist in their namespace', () => {
    const missing = usedKeys()
      .filter(({ ns, key }) => !hasKey(ns, key))
      .map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
