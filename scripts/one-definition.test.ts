import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, rules } from './one-definition.ts';

const root = path.join(import.meta.dirname, '..');
const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'one-definition-'));
afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

/** A relapse of each rule, as a file in the folder the rule looks at. */
const relapses: Record<string, [file: string, text: string]> = {
  'one Tx': ['apps/server/src/modules/probe/probe.queries.ts', "type Tx = Pick<Db, 'select'>;\n"],
  'texts are not tx': [
    'apps/server/src/modules/probe/probe.service.ts',
    "import { checkoutTexts as tx } from '@wohnwerk/contract/checkout';\n",
  ],
  'query modules named': [
    'apps/server/src/modules/probe/probe.routes.ts',
    "import * as q from './probe.queries.ts';\n",
  ],
  'one isoDay': ['packages/contract/src/probe.ts', 'const isoDay = z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/);\n'],
  'one positive id': ['packages/contract/src/probe.ts', 'const id = z.coerce.number().int().max(2_147_483_647);\n'],
  'one e-mail': ['packages/contract/src/probe.ts', 'const email = z.string().trim().pipe(z.email());\n'],
  'one OrderAddress': ['apps/server/src/db/schema/probe.ts', 'export interface OrderAddress {\n  zip: string;\n}\n'],
  'one euro reading': ['packages/contract/src/probe.ts', 'const price = z.preprocess(parseEuro, z.number());\n'],
  'one zip': ['packages/contract/src/probe.ts', 'const zip = z.string().regex(/^\\d{4,6}$/);\n'],
};

describe('defined once (issue 37)', () => {
  it('finds no second Tx, texts called tx, one-letter query modules or second field rules in the repository', () => {
    const { violations, checked } = findViolations(root);
    expect(violations).toEqual([]);
    // It read the server and the contract, not an empty folder.
    expect(checked).toBeGreaterThan(1000);
  });

  it('fails each rule on a probe, and passes the probe folder without it', () => {
    expect(Object.keys(relapses).sort()).toEqual(rules.map((r) => r.name).sort());
    for (const rule of rules) {
      const dir = fs.mkdtempSync(path.join(probe, 'case-'));
      const [file, text] = relapses[rule.name];
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
      // The same text in the rule's own home files is allowed.
      for (const home of rule.homes ?? []) {
        fs.mkdirSync(path.join(dir, path.dirname(home)), { recursive: true });
        fs.writeFileSync(path.join(dir, home), text);
      }
      const found = findViolations(dir, [rule]).violations;
      expect(found.map((v) => [v.rule, v.file])).toEqual([[rule.name, file]]);
      fs.rmSync(path.join(dir, file));
      expect(findViolations(dir, [rule]).violations).toEqual([]);
    }
  });
});
