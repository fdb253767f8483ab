import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compare, type Offender, offenders, readBaseline } from './complexity.ts';

const root = path.join(import.meta.dirname, '..');
const biomeConfig = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
const RULE = 'noExcessiveCognitiveComplexity';

const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'complexity-'));
afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

/** A function of cognitive complexity `n`: n ifs in a row, each +1. */
const flat = (name: string, n: number) =>
  `export function ${name}(x: number): number {\n  let y = 0;\n${Array.from(
    { length: n },
    (_, i) => `  if (x > ${i}) y++;\n`,
  ).join('')}  return y;\n}\n`;

describe('cognitive complexity (decision 164)', () => {
  it('is on in biome.json at 15, off only for the files of the baseline', () => {
    expect(biomeConfig.linter.rules.complexity[RULE]).toEqual({
      level: 'error',
      options: { maxAllowedComplexity: 15 },
    });
    const off = biomeConfig.overrides.filter(
      (o: { linter?: { rules?: { complexity?: Record<string, unknown> } } }) =>
        o.linter?.rules?.complexity?.[RULE] === 'off',
    );
    expect(off).toHaveLength(1);
    expect(off[0].includes).toEqual([...new Set(readBaseline().map((b) => b.file))].sort());
  }, 60_000);

  it('finds a function over 15 with the project’s rule, and passes one at 15', () => {
    // The probe's configuration is the project's rule alone, so the limit tested is the real one.
    fs.writeFileSync(
      path.join(probe, 'biome.json'),
      JSON.stringify({
        linter: {
          enabled: true,
          rules: { recommended: false, complexity: { [RULE]: biomeConfig.linter.rules.complexity[RULE] } },
        },
      }),
    );
    fs.writeFileSync(path.join(probe, 'probe.ts'), flat('atTheLimit', 15) + flat('overTheLimit', 16));
    expect(offenders(probe)).toEqual([{ file: 'probe.ts', function: 'export function overTheLimit', complexity: 16 }]);
  }, 60_000);

  it('refuses a new function over the limit, a listed one that grew, and keeps no entry that is within it now', () => {
    const listed: Offender[] = [
      { file: 'a.ts', function: 'function page', complexity: 40 },
      { file: 'a.ts', function: 'function merged', complexity: 20 },
      { file: 'b.ts', function: 'const run = async () =>', complexity: 18 },
    ];
    const today: Offender[] = [
      { file: 'a.ts', function: 'function page', complexity: 41 },
      { file: 'a.ts', function: 'function merged', complexity: 17 },
      { file: 'c.ts', function: 'export function fresh', complexity: 16 },
    ];
    expect(compare(today, listed)).toEqual({
      fresh: [{ file: 'c.ts', function: 'export function fresh', complexity: 16 }],
      grown: [{ offender: { file: 'a.ts', function: 'function page', complexity: 41 }, listed: 40 }],
      gone: [{ file: 'b.ts', function: 'const run = async () =>', complexity: 18 }],
    });
    expect(compare(listed, listed)).toEqual({ fresh: [], grown: [], gone: [] });
  }, 60_000);

  it('the repository has exactly the listed functions over the limit, none grown: the list may only shrink', () => {
    const baseline = readBaseline();
    const found = offenders(root);
    // The rule ran over the repository (the list is not empty because nothing was read).
    expect(found.length).toBeGreaterThan(0);
    expect(compare(found, baseline)).toEqual({ fresh: [], grown: [], gone: [] });
  }, 60_000);
});
