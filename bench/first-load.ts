import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_LOAD_BUDGET_BYTES, kB, measureFirstLoad, storefrontLandingPages } from '../e2e/first-load.ts';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { isMainModule, writeResultsSection } from './results-section.ts';

/**
 * `npm run bench:first-load` (after `npm run build`): the JavaScript a first visit on a phone loads on
 * home, a product list and a product page, gzip -9 per file (the budget's measure) and brotli (what
 * production sends over HTTPS), with the files (docs/decisions/165). Writes its section of
 * bench/RESULTS.md. WEB_DIST=<folder> measures another build (and writes nothing).
 */

/** The same measurement on commit 498b565 (2026-11-29), before issue 36's changes. */
const BEFORE: Record<string, number> = { home: 169_121, 'product list (Sofas)': 192_774, 'product page': 194_501 };

const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../apps/web/dist');
const brotli = (file: string) => {
  const br = path.join(webDist, `${file}.br`);
  return fs.existsSync(br) ? fs.statSync(br).size : fs.statSync(path.join(webDist, file)).size;
};

if (isMainModule(import.meta.url)) {
  const server = await startServer(process.env.WEB_DIST ? { WEB_DIST: webDist } : {});
  const browser = await launchBrowser();
  const rows: string[] = [];
  let over = 0;
  try {
    for (const page of await storefrontLandingPages(server.baseUrl)) {
      const load = await measureFirstLoad(browser, server.baseUrl, page, webDist);
      if (load.bytes > FIRST_LOAD_BUDGET_BYTES) over += 1;
      const br = load.files.reduce((sum, f) => sum + brotli(f.file), 0);
      const largest = [...load.files].sort((a, b) => b.bytes - a.bytes);
      console.log(`${load.name}: ${kB(load.bytes)} kB gzip -9, ${kB(br)} kB brotli`);
      for (const f of largest) console.log(`${kB(f.bytes).padStart(8)} kB  ${f.file}`);
      const before = BEFORE[load.name];
      rows.push(
        `| ${load.name} | ${before ? kB(before) : '–'} | ${kB(load.bytes)} | ${load.bytes <= FIRST_LOAD_BUDGET_BYTES ? 'yes' : 'no'} | ${kB(br)} | ${load.files.length} | ${largest
          .slice(0, 4)
          .map((f) => `${f.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kB(f.bytes)}`)
          .join(', ')} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (!process.env.WEB_DIST)
    writeResultsSection(`## First-load JS (issue 36)

Written by \`npm run bench:first-load\` on ${new Date().toISOString().slice(0, 16)} (demo shop, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores):
the JavaScript a first visit on a phone loads (Chromium at 390 px, empty cache, every script fetched until the network
has been quiet), each file counted as gzip -9 of the built file, in kB of 1,000 bytes (e2e/first-load.ts). "before": the
same measurement on commit 498b565, the figures of issue 36. Brotli is what production sends over HTTPS.
Budget: 170 kB gzipped per page (DESIGN.md "Budgets"); the journey "first paint: a first visit on a phone loads at most
170 kB …" fails above it, \`npm run size -w @wohnwerk/web\` sums the same files from the build without a browser.
What changed and why: docs/decisions/165-first-load-js-budget.md.

| page | before kB | kB (gzip -9) | ≤ 170 kB | brotli kB | scripts | largest (kB) |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
  if (over) process.exitCode = 1;
}
