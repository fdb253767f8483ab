import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, moduleGraph } from './module-cycles.ts';

const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
  fs.writeFileSync(path.join(probe, file), text);
};
afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

describe('the module cycle check (decision 162)', () => {
  it('finds two modules that import each other through different files, which the file rule misses', async () => {
    // orders.service → invoices.service → orders.pdf: no file cycle, but a module cycle.
    write(
      'cyclic/orders/orders.service.ts',
      "import { issue } from '../invoices/invoices.service.ts';\nexport const pay = () => issue();\n",
    );
    write('cyclic/orders/orders.pdf.ts', 'export const pdf = () => 1;\n');
    write(
      'cyclic/invoices/invoices.service.ts',
      "import { pdf } from '../orders/orders.pdf.ts';\nexport const issue = () => pdf();\n",
    );
    write(
      'cyclic/accounting/accounting.service.ts',
      "import { issue } from '../invoices/invoices.service.ts';\nexport const book = () => issue();\n",
    );
    // A test may use both sides: tests are not part of the module graph.
    write(
      'cyclic/accounting/accounting.test.ts',
      "import { pay } from '../orders/orders.service.ts';\nexport const t = pay;\n",
    );
    const graph = await moduleGraph(path.join(probe, 'cyclic'));
    expect([...graph.keys()].sort()).toEqual(['accounting', 'invoices', 'orders']);
    expect(cyclesOf(graph)).toEqual([['invoices', 'orders']]);
  });

  it('passes modules that import one way only', async () => {
    write('acyclic/orders/orders.service.ts', 'export const pay = () => 1;\n');
    write(
      'acyclic/invoices/invoices.service.ts',
      "import { pay } from '../orders/orders.service.ts';\nexport const issue = () => pay();\n",
    );
    const graph = await moduleGraph(path.join(probe, 'acyclic'));
    expect(graph.get('invoices')).toEqual(new Set(['orders']));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds no cycle between the server modules, and sees all of them', async () => {
    const graph = await moduleGraph('apps/server/src/modules');
    const folders = fs.readdirSync('apps/server/src/modules', { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(graph.size).toBe(folders.length);
    expect(graph.get('refunds')).toContain('orders');
    expect(cyclesOf(graph)).toEqual([]);
  });
});
