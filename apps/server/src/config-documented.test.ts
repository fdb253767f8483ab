import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every variable the server reads (config.ts) is in the README's environment table, with its
 * default and meaning: an operator setting up production (docs/operations.md) finds them all there.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const config = fs.readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

describe('the README environment table', () => {
  it('lists every variable config.ts reads', () => {
    const envSchema = config.slice(config.indexOf('const envSchema = z.object({'), config.indexOf('\n});'));
    const variables = [...envSchema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(60);
    // The table right under the heading: its rows up to the first line that is not one.
    const lines = readme.slice(readme.indexOf('\n## Environment\n')).split('\n').slice(2);
    const rows = lines.slice(
      0,
      lines.findIndex((line, i) => i > 0 && !line.startsWith('|')),
    );
    const table = rows.filter((line) => line.startsWith('| `')).map((line) => line.split(' | ')[0]);
    expect(variables.filter((v) => !table.some((cell) => cell.includes(`\`${v}\``)))).toEqual([]);
  });
});
