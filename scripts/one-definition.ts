import fs from 'node:fs';
import path from 'node:path';

/**
 * Things defined once (issue 37): the transaction type, the contract's field rules, and names that say
 * what a thing is. Each rule names the one file allowed to hold the pattern (or none); every other
 * file of its folder that matches is a relapse. `scripts/one-definition.test.ts` runs it on the
 * repository and proves each rule fails on a probe.
 */
export interface Rule {
  name: string;
  /** Folder the rule looks in, relative to the repository. */
  under: string;
  pattern: RegExp;
  /** The files (relative to the repository) that may hold it; none when nothing may. */
  homes?: string[];
  why: string;
}

const CONTRACT = 'packages/contract/src';
const FIELDS = `${CONTRACT}/fields.ts`;

export const rules: Rule[] = [
  {
    name: 'one Tx',
    under: 'apps/server/src',
    pattern: /\btype Tx\s*=/,
    homes: ['apps/server/src/db/client.ts'],
    why: 'the db-or-transaction type is db/client.ts `Tx`: import it',
  },
  {
    name: 'texts are not tx',
    under: 'apps/server/src',
    pattern: /\b\w+Texts as tx\b/,
    why: 'tx reads as a transaction: import the texts under a name that says they are texts',
  },
  {
    name: 'query modules named',
    under: 'apps/server/src',
    pattern: /import \* as [a-z]{1,2} from '[^']*\.queries\.ts'/,
    why: 'a query module is imported under a name that says what it is (orderQueries)',
  },
  {
    name: 'one isoDay',
    under: CONTRACT,
    pattern: /(const|function|let)\s+isoDay\b|\.regex\(\/\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$\//,
    homes: [FIELDS],
    why: 'a calendar day is fields.ts isoDay with the area’s messages',
  },
  {
    name: 'one positive id',
    under: CONTRACT,
    pattern: /2_147_483_647|\b(const|function)\s+positiveId\b/,
    homes: [FIELDS],
    why: 'an id is fields.ts positiveId (ID_MAX for the bound)',
  },
  {
    name: 'one e-mail',
    under: CONTRACT,
    pattern: /\.email\(|z\.email\(/,
    homes: [FIELDS],
    why: 'an e-mail address is fields.ts emailAddress',
  },
  {
    name: 'one OrderAddress',
    under: 'apps',
    pattern: /\b(interface|type)\s+OrderAddress\b/,
    why: "an order's address is the contract's OrderAddress (order-address.ts)",
  },
  {
    name: 'one euro reading',
    under: CONTRACT,
    pattern: /\bparseEuro\b/,
    homes: [FIELDS, `${CONTRACT}/euro.ts`, `${CONTRACT}/euro.test.ts`],
    why: 'a euro field is built in fields.ts (euroAmount, euroField, euroOrNull) on euro.ts parseEuro',
  },
  {
    name: 'one zip',
    under: CONTRACT,
    pattern: /\\d\{4,6\}/,
    homes: [FIELDS],
    why: 'a postcode is fields.ts zipCode',
  },
];

/** Every `.ts`/`.tsx` file under a folder, tests included (a test's fixture is code too), skipping node_modules. */
function sources(root: string, under: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      } else if (/\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  walk(under);
  return out;
}

export interface Violation {
  rule: string;
  file: string;
  line: number;
  text: string;
  why: string;
}

/** The relapses in the repository at `root`; `only` narrows to some rules. */
export function findViolations(root: string, only: Rule[] = rules): { violations: Violation[]; checked: number } {
  const violations: Violation[] = [];
  let checked = 0;
  for (const rule of only) {
    for (const file of sources(root, rule.under)) {
      if (rule.homes?.includes(file)) continue;
      checked++;
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((text, i) => {
        if (rule.pattern.test(text))
          violations.push({ rule: rule.name, file, line: i + 1, text: text.trim(), why: rule.why });
      });
    }
  }
  return { violations, checked };
}
