/**
 * Functions over Biome's cognitive complexity limit (decision 164). biome.json turns
 * noExcessiveCognitiveComplexity on (15) and turns it off for the files of
 * scripts/complexity-baseline.json, the functions that were over the limit when the rule came.
 * That list may only shrink: scripts/complexity.test.ts runs the rule on every file and fails on
 * a function over the limit that is not listed, a listed one that grew, and a listed one that is
 * no longer over it (take it off the list). `npx node --import tsx scripts/complexity.ts` shows the
 * differences.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const RULE = 'complexity/noExcessiveCognitiveComplexity';

export interface Offender {
  file: string;
  /** The function's line up to its name or arrow, as written: stays when lines move. */
  function: string;
  complexity: number;
}

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number; column: number }; end: { line: number; column: number } };
}

/** Every function over the limit under `cwd`, by Biome with the project's configuration there. */
export function offenders(cwd: string, paths = ['.']): Offender[] {
  const biome = path.join(import.meta.dirname, '../node_modules/.bin/biome');
  let out: string;
  try {
    out = execFileSync(biome, ['lint', `--only=${RULE}`, '--reporter=json', '--max-diagnostics=none', ...paths], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (err) {
    // Biome exits 1 when a diagnostic is an error: the report is on stdout all the same.
    out = (err as { stdout?: string }).stdout ?? '';
    if (!out) throw err;
  }
  const report = JSON.parse(out) as { diagnostics: Diagnostic[] };
  const lines = new Map<string, string[]>();
  return report.diagnostics
    .filter((d) => d.category === `lint/${RULE}`)
    .map((d) => {
      const { path: file, end } = d.location;
      if (!lines.has(file)) lines.set(file, fs.readFileSync(path.join(cwd, file), 'utf8').split('\n'));
      const line = lines.get(file)![d.location.start.line - 1];
      const head = (end.line === d.location.start.line ? line.slice(0, end.column - 1) : line).trim();
      const complexity = Number(/complexity of (\d+)/.exec(d.message)?.[1]);
      return { file, function: head.replace(/\s+/g, ' ').slice(0, 100), complexity };
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.function.localeCompare(b.function));
}

const key = (o: Pick<Offender, 'file' | 'function'>) => `${o.file} :: ${o.function}`;

/** How today's offenders differ from the baseline: new ones, listed ones that grew, listed ones now within the limit. */
export function compare(found: Offender[], baseline: Offender[]) {
  const listed = new Map<string, Offender[]>();
  for (const b of baseline) listed.set(key(b), [...(listed.get(key(b)) ?? []), b]);
  const fresh: Offender[] = [];
  const grown: { offender: Offender; listed: number }[] = [];
  for (const f of found) {
    const same = listed.get(key(f));
    const entry = same?.shift();
    if (!entry) fresh.push(f);
    else if (f.complexity > entry.complexity) grown.push({ offender: f, listed: entry.complexity });
  }
  const gone = [...listed.values()].flat();
  return { fresh, grown, gone };
}

const baselineFile = path.join(import.meta.dirname, 'complexity-baseline.json');
export const readBaseline = (): Offender[] => JSON.parse(fs.readFileSync(baselineFile, 'utf8'));

if (import.meta.main) {
  const root = path.join(import.meta.dirname, '..');
  const { fresh, grown, gone } = compare(offenders(root), readBaseline());
  for (const f of fresh) console.error(`over ${f.complexity}: ${key(f)} (split it)`);
  for (const g of grown) console.error(`grew ${g.listed} → ${g.offender.complexity}: ${key(g.offender)}`);
  for (const g of gone) console.error(`within the limit now: ${key(g)} (take it off scripts/complexity-baseline.json)`);
  if (fresh.length || grown.length || gone.length) process.exit(1);
  console.log('✔ cognitive complexity: only the listed functions are over 15, none grew');
}
