import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

const root = path.join(import.meta.dirname, '..');
const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'require-assertions-'));
afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

const projects = (config.test?.projects ?? []) as {
  test: { name: string; expect?: { requireAssertions?: boolean } };
}[];

describe('every test asserts (decision 164)', () => {
  it('is on for the server and the web project', () => {
    expect(projects.map((p) => [p.test.name, p.test.expect?.requireAssertions])).toEqual([
      ['server', true],
      ['web', true],
    ]);
  }, 60_000);

  it('fails a test that asserts nothing, as the projects run it, and passes one that asserts', () => {
    // The probe runs vitest in a folder of its own with the projects' expect options.
    fs.writeFileSync(
      path.join(probe, 'vitest.config.mjs'),
      `export default { test: { globals: true, include: ['*.probe.ts'], expect: ${JSON.stringify(projects[0].test.expect)} } };\n`,
    );
    fs.writeFileSync(
      path.join(probe, 'loop.probe.ts'),
      "it('checks every row', () => {\n  const rows: number[] = [];\n  for (const r of rows) expect(r).toBeGreaterThan(0);\n});\n",
    );
    fs.writeFileSync(path.join(probe, 'asserts.probe.ts'), "it('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n");
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/vitest'),
      ['run', '--root', probe, '--config', path.join(probe, 'vitest.config.mjs'), '--reporter', 'verbose'],
      { cwd: probe, encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } },
    );
    const out = run.stdout + run.stderr;
    expect(run.status).toBe(1);
    expect(out).toMatch(/expected any number of assertion, but got none/);
    expect(out).toMatch(/1 failed \| 1 passed/);
  }, 60_000);
});
