// Sums the gzipped size of the JavaScript a first visit loads: the boot script of
// dist/index.html, the app's entry it loads after the first paint (the data-app-assets block,
// defer-app-plugin.ts) and every chunk those import statically.
// Lazy route chunks are not counted. Budget: 170 kB (DESIGN.md "Budgets").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const appAssets = JSON.parse(
  /<script type="application\/json" data-app-assets>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
);
const strip = (href) => href.replace(/^\//, '');
const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)]
  .map((m) => m[1])
  .concat([appAssets.entry, ...(appAssets.js ?? [])].filter(Boolean).map(strip));
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
}
let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const css = (appAssets.css ?? []).map(strip);
const cssTotal = css.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
console.log(
  `first-load JS: ${(total / 1024).toFixed(1)} kB gzipped (budget 170 kB); CSS: ${(cssTotal / 1024).toFixed(1)} kB gzipped`,
);
if (total > 170 * 1024) process.exitCode = 1;
