import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/README.md: the capability map and the decision index stay true to the repository. */
const root = path.resolve(import.meta.dirname, '..');
const docs = path.join(root, 'docs');
const readme = fs.readFileSync(path.join(docs, 'README.md'), 'utf8');

/** The cells of the table that follows `heading`, header and separator left out. */
function tableAfter(heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/README.md has no "${heading}"`);
  const lines = readme.slice(start).split('\n').slice(2);
  const first = lines.findIndex((l) => l.startsWith('|'));
  const table: string[] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    table.push(line);
  }
  return table.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

/** The targets of the markdown links in a cell, relative to docs/. */
const links = (cell: string) => [...cell.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
const subfolders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);

const capabilities = tableAfter('## Where each capability lives');
const records = fs.readdirSync(path.join(docs, 'decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = tableAfter('## Decision records');

describe('docs/README.md', () => {
  it('links only files that exist from the capability table', () => {
    let linksChecked = 0;
    const missing: string[] = [];
    for (const [capability, ...cells] of capabilities) {
      expect(cells, capability).toHaveLength(4);
      const [server, web] = cells;
      expect(links(server).length + links(web).length, `${capability} names where it lives`).toBeGreaterThan(0);
      for (const target of cells.flatMap(links)) {
        linksChecked++;
        if (!fs.existsSync(path.resolve(docs, target))) missing.push(`${capability}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
    // Rows are only ever added: fewer means the table (or this parse) broke.
    expect(capabilities.length).toBeGreaterThanOrEqual(53);
    expect(linksChecked).toBeGreaterThan(capabilities.length * 3);
  });

  it('places every server module and every web feature in the capability table', () => {
    const linked = new Set(capabilities.flatMap((row) => row.flatMap(links)).map((t) => path.resolve(docs, t)));
    const places = [...subfolders('apps/server/src/modules'), ...subfolders('apps/web/src/features')];
    const unplaced = places.filter((p) => !linked.has(path.join(root, p)) && !linked.has(`${path.join(root, p)}/`));
    expect(unplaced).toEqual([]);
    expect(places.length).toBeGreaterThanOrEqual(49);
  });

  it('indexes every decision record with the status its Status line gives', () => {
    const rows = new Map(index.map(([record, , status]) => [links(record)[0], status]));
    const problems: string[] = [];
    for (const file of records) {
      const text = fs.readFileSync(path.join(docs, 'decisions', file), 'utf8');
      const status = /^Status: (.+)$/m.exec(text)?.[1];
      // A changelog-style record whose still-valid content a current-state page took is superseded by that page.
      const page = status && /^Superseded by (docs\/[a-z0-9-]+\.md)$/.exec(status)?.[1];
      if (!status || !/^(Accepted( \(.+\))?|Superseded by (\d{3}|docs\/[a-z0-9-]+\.md))$/.test(status))
        problems.push(
          `${file}: Status line "Accepted", "Superseded by NNN" or "Superseded by docs/<page>.md" under the title (found ${status ?? 'none'})`,
        );
      else if (page && !fs.existsSync(path.join(root, page))) problems.push(`${file}: ${page} does not exist`);
      else if (!rows.has(`decisions/${file}`)) problems.push(`${file}: not in the index`);
      else if (rows.get(`decisions/${file}`) !== status)
        problems.push(`${file}: the index says "${rows.get(`decisions/${file}`)}", the record "${status}"`);
    }
    const stale = [...rows.keys()].filter((target) => !fs.existsSync(path.resolve(docs, target)));
    expect(problems).toEqual([]);
    expect(stale).toEqual([]);
    expect(index).toHaveLength(records.length);
    expect(records.length).toBeGreaterThanOrEqual(81);
  });
});
