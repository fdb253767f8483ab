/**
 * Refuses import cycles between server modules (decision 162): dependency-cruiser's no-circular
 * rule sees cycles between files only, so two modules importing each other through different
 * files pass it. This cruises the modules' production files, collapses each module folder to one
 * node and looks for strongly connected components. `npm run boundaries` runs it.
 */
import fs from 'node:fs';
import { cruise } from 'dependency-cruiser';

const TESTS = '\\.(pg-|ops-|deploy-)?test\\.tsx?$|\\.fixtures\\.ts$|test-helpers\\.ts$';

/** Module graph edges: each module and the modules it imports. */
export async function moduleGraph(modulesDir: string): Promise<Map<string, Set<string>>> {
  // Cruised from the modules folder, every module's files start with its name.
  const result = await cruise(['.'], {
    baseDir: modulesDir,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: `(^|/)node_modules/|${TESTS}` },
    includeOnly: '^[^/]+/',
    collapse: '^[^/]+/',
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a graph');
  // Only the module folders are nodes: files beside them (the registries) are the composition root,
  // and packages and shared code outside are not modules.
  const modules = new Set(
    fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${d.name}/`),
  );
  const graph = new Map<string, Set<string>>();
  for (const m of result.output.modules) {
    if (!modules.has(m.source)) continue;
    const to = graph.get(m.source.slice(0, -1)) ?? new Set<string>();
    for (const d of m.dependencies)
      if (modules.has(d.resolved) && d.resolved !== m.source) to.add(d.resolved.slice(0, -1));
    graph.set(m.source.slice(0, -1), to);
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components of two or more). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

if (import.meta.main) {
  const graph = await moduleGraph('apps/server/src/modules');
  const cycles = cyclesOf(graph);
  if (cycles.length) {
    for (const c of cycles) console.error(`  error no-module-cycle: these modules import each other: ${c.join(' ⇄ ')}`);
    process.exit(1);
  }
  console.log(`✔ no cycle between the ${graph.size} server modules`);
}
