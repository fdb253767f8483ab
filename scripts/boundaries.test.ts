import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Probes for the boundary rules of decision 164: each rule, as `npm run boundaries` reads it from
 * .dependency-cruiser.cjs, fails on a file that breaks it and passes the imports it allows.
 */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: {
    doNotFollow: { path: string };
    exclude: { path: string };
    enhancedResolveOptions: { exportsFields: string[]; conditionNames: string[] };
  };
};
const rule = (name: string) => {
  const found = config.forbidden.find((r) => r.name === name);
  if (!found) throw new Error(`no rule ${name} in .dependency-cruiser.cjs`);
  return found;
};

const probes = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
afterAll(() => fs.rmSync(probes, { recursive: true, force: true }));

/** A tree of probe files under a fresh folder: path → text. */
function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(probes, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The graph of the files under `start` (below `baseDir`) with the given rules, read as `npm run boundaries` reads it. */
async function cruiseWith(rules: IForbiddenRuleType[], start: string, baseDir = process.cwd()) {
  const result = await cruise([start], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules },
    doNotFollow: config.options.doNotFollow,
    exclude: config.options.exclude,
    enhancedResolveOptions: config.options.enhancedResolveOptions,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a graph');
  return result.output;
}

/** The violations of the given rules in a probe folder, as "rule: from → to". */
async function violations(dir: string, rules: IForbiddenRuleType[]): Promise<string[]> {
  const output = await cruiseWith(rules, 'apps', dir);
  // Every probe file must have been read, or a rule could pass because its file was never seen.
  const unresolved = output.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve));
  expect(unresolved.map((d) => d.module)).toEqual([]);
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('web layers (decision 164)', () => {
  const rules = [
    'web-shared-code-imports-no-feature',
    'web-features-do-not-import-app',
    'web-shared-code-imports-no-app',
  ];
  const web = 'apps/web/src';

  it('refuses lib/ or components/ importing a feature, a feature importing app/, lib/ importing app/', async () => {
    const dir = tree('web-violations', {
      [`${web}/features/cart/cart-total.ts`]:
        "import { title } from '../../app/page-title.ts';\nexport const t = title;\n",
      [`${web}/app/page-title.ts`]: "export const title = 'x';\n",
      [`${web}/lib/money.ts`]: "import { t } from '../features/cart/cart-total.ts';\nexport const m = t;\n",
      [`${web}/components/ui/badge.tsx`]:
        "import { t } from '../../features/cart/cart-total.ts';\nexport const Badge = () => t;\n",
      [`${web}/components/layout/header.tsx`]:
        "import { title } from '../../app/page-title.ts';\nexport const Header = () => title;\n",
    });
    expect(await violations(dir, rules.map(rule))).toEqual([
      `web-features-do-not-import-app: ${web}/features/cart/cart-total.ts → ${web}/app/page-title.ts`,
      `web-shared-code-imports-no-app: ${web}/components/layout/header.tsx → ${web}/app/page-title.ts`,
      `web-shared-code-imports-no-feature: ${web}/components/ui/badge.tsx → ${web}/features/cart/cart-total.ts`,
      `web-shared-code-imports-no-feature: ${web}/lib/money.ts → ${web}/features/cart/cart-total.ts`,
    ]);
  }, 60_000);

  it('passes app/ importing features, features importing lib/ and components/, lib/ and components/ each other', async () => {
    const dir = tree('web-allowed', {
      [`${web}/lib/money.ts`]: 'export const euro = (c: number) => c / 100;\n',
      [`${web}/components/ui/price.tsx`]:
        "import { euro } from '../../lib/money.ts';\nexport const Price = (p: { c: number }) => euro(p.c);\n",
      [`${web}/features/cart/cart-total.tsx`]:
        "import { Price } from '../../components/ui/price.tsx';\nimport { euro } from '../../lib/money.ts';\nexport const Total = () => [Price({ c: 1 }), euro(2)];\n",
      [`${web}/app/router.tsx`]:
        "import { Total } from '../features/cart/cart-total.tsx';\nimport { euro } from '../lib/money.ts';\nexport const routes = [Total, euro];\n",
    });
    expect(await violations(dir, rules.map(rule))).toEqual([]);
  }, 60_000);
});

describe('SQL only in queries files (decision 164)', () => {
  const sqlRule = rule('server-sql-in-queries-files');
  const server = 'apps/server/src';
  const drizzle = {
    'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }\n',
    'node_modules/drizzle-orm/index.js': 'export const sql = () => 1;\n',
    [`${server}/db/raw.ts`]: 'export const rows = (q: unknown) => [q];\n',
    [`${server}/db/schema/orders.ts`]: "export const orders = { name: 'orders' };\n",
  };

  it('refuses a service, a route or lib/ importing drizzle-orm, db/raw.ts or a table', async () => {
    const dir = tree('sql-violations', {
      ...drizzle,
      [`${server}/modules/orders/orders.service.ts`]: "import { sql } from 'drizzle-orm';\nexport const now = sql;\n",
      [`${server}/modules/orders/orders.routes.ts`]:
        "import { orders } from '../../db/schema/orders.ts';\nexport const table = orders;\n",
      [`${server}/lib/mail/outbox.ts`]: "import { rows } from '../../db/raw.ts';\nexport const due = rows;\n",
    });
    expect(await violations(dir, [sqlRule])).toEqual([
      `server-sql-in-queries-files: ${server}/lib/mail/outbox.ts → ${server}/db/raw.ts`,
      `server-sql-in-queries-files: ${server}/modules/orders/orders.routes.ts → ${server}/db/schema/orders.ts`,
      `server-sql-in-queries-files: ${server}/modules/orders/orders.service.ts → node_modules/drizzle-orm/index.js`,
    ]);
  }, 60_000);

  it('passes queries files, the read model loaders, tests and type-only imports', async () => {
    const dir = tree('sql-allowed', {
      ...drizzle,
      [`${server}/modules/orders/orders.queries.ts`]:
        "import { sql } from 'drizzle-orm';\nimport { rows } from '../../db/raw.ts';\nimport { orders } from '../../db/schema/orders.ts';\nexport const q = () => rows([sql, orders]);\n",
      [`${server}/modules/orders/orders.service.ts`]:
        "import type { SQL } from 'drizzle-orm';\nimport type { orders } from '../../db/schema/orders.ts';\nimport { q } from './orders.queries.ts';\nexport const s = (x: SQL, o: typeof orders) => [q(), x, o];\n",
      [`${server}/modules/orders/orders.api.test.ts`]: "import { sql } from 'drizzle-orm';\nexport const t = sql;\n",
      [`${server}/modules/catalog/read-model/catalog-loader.ts`]:
        "import { sql } from 'drizzle-orm';\nexport const load = sql;\n",
    });
    expect(await violations(dir, [sqlRule])).toEqual([]);
  }, 60_000);

  it('finds no server file outside the SQL homes that imports drizzle-orm, db/raw.ts or a table', async () => {
    const output = await cruiseWith([sqlRule], server);
    // The rule sees the drizzle-orm imports (the packages are otherwise left out of the graph).
    const queries = output.modules.find((m) => m.source === `${server}/modules/orders/orders.queries.ts`);
    expect(queries?.dependencies.map((d) => d.resolved)).toContain('node_modules/drizzle-orm/index.js');
    expect(output.modules.length).toBeGreaterThan(400);
    expect(output.summary.violations.map((v) => `${v.from} → ${v.to}`)).toEqual([]);
  }, 60_000);
});
