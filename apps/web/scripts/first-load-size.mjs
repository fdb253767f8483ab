// The JavaScript a first visit of each storefront landing page loads, gzip -9 per file, in kB of
// 1,000 bytes (docs/decisions/165): the boot script of dist/index.html, the app's entry with its
// static imports, and the page's route chunk with its static imports (its text catalogues among
// them), as the server lists them for the page (plugins/web.ts). Lazy chunks a page loads only
// later (the product list's filters on a phone, a product's accessories where it has none) are not
// counted; e2e journey "first paint: a first visit on a phone loads at most 170 kB" measures the
// same in the browser. Budget: 170 kB per page (DESIGN.md "Budgets").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 170_000;
const pages = {
  home: 'src/app/routes/shop/home-page.tsx',
  'product list': 'src/app/routes/shop/products-page.tsx',
  'product page': 'src/app/routes/shop/product-page.tsx',
};

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const boot = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);

/** Manifest keys of `roots` and everything they import statically. */
function closure(roots) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  roots.forEach(walk);
  return seen;
}

const size = new Map();
const gzip9 = (file) => {
  if (!size.has(file)) size.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return size.get(file);
};
const kB = (bytes) => (bytes / 1000).toFixed(1);

const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry && manifest[k].src === 'index.html');
let over = 0;
for (const [name, route] of Object.entries(pages)) {
  if (!manifest[route]) throw new Error(`${route} is not a chunk of its own in the build`);
  const files = [...new Set([...boot, ...[...closure([...entry, route])].map((k) => manifest[k].file)])];
  const total = files.reduce((sum, f) => sum + gzip9(f), 0);
  if (total > BUDGET) over += 1;
  console.log(`${name}: ${kB(total)} kB gzipped JS (budget ${kB(BUDGET)} kB)`);
  for (const f of files.sort((a, b) => gzip9(b) - gzip9(a))) console.log(`${kB(gzip9(f)).padStart(8)} kB  ${f}`);
}
if (over) process.exitCode = 1;
