import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { lighthouseScores, productWithPhotos } from './lighthouse.ts';
import { criticalPath, STAFF_BUDGET_MS, staffScreens, staffScreenTimings, type ScreenTiming } from './staff-pages.ts';

/**
 * `npm run bench:pages`: Lighthouse (mobile) on home, a product list and product pages (one with uploaded photos) of a
 * fresh demo shop, then the time until a member of staff sees each staff screen's content (desktop, no throttling).
 *
 * Options: `--skip-lighthouse` measures only the staff screens and keeps the Lighthouse table of bench/PAGES.md;
 * `--only <text>` measures only the staff screens whose path contains the text and prints them (PAGES.md unchanged);
 * `--waterfall` also prints each screen's last warm reload, request by request.
 */
const pagesFile = path.join(import.meta.dirname, 'PAGES.md');
const STAFF_HEADING = '## Staff screens';
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = option('only');
const skipLighthouse = process.argv.includes('--skip-lighthouse') || only !== undefined;

async function lighthouseSection(baseUrl: string): Promise<string> {
  const list = (await (await fetch(`${baseUrl}/api/v1/products?category=sofas`)).json()) as {
    data: { id: number }[];
  };
  // The product after the first: its page shows the two photos uploaded here (sharp's widths, srcset/sizes).
  const photoProduct = await productWithPhotos(baseUrl);
  const scores = await lighthouseScores([
    { name: 'home', url: `${baseUrl}/` },
    { name: 'product list (Sofas)', url: `${baseUrl}/products?category=sofas` },
    { name: 'product page', url: `${baseUrl}/product/${list.data[0].id}` },
    { name: 'product page with 2 uploaded photos', url: `${baseUrl}/product/${photoProduct}` },
  ]);
  console.table(scores.map(({ url: _url, ...s }) => s));
  const load = os.loadavg()[0].toFixed(1);
  return `# Page results (Lighthouse 12, mobile profile)

Written by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 16)} (demo shop, load average ${load} on ${os.cpus().length} cores).
Each page measured 3 times; the run with the median performance score is shown (bench/lighthouse.ts).
Budget: performance ≥ 95, accessibility ≥ 95, first-load storefront JS ≤ 170 kB gzipped.

| page | performance | accessibility | LCP ms | TBT ms | CLS | JS kB (transfer) |
|---|---|---|---|---|---|---|
${scores.map((p) => `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsKbGzip} |`).join('\n')}
`;
}

/** The Lighthouse part of the last PAGES.md (everything before the staff screens). */
function keptLighthouseSection(): string {
  const current = fs.existsSync(pagesFile) ? fs.readFileSync(pagesFile, 'utf8') : '';
  const end = current.search(/\n## (Staff screens|Back office)/);
  if (end < 0) throw new Error('bench/PAGES.md has no Lighthouse table to keep: run without --skip-lighthouse');
  return `${current.slice(0, end).trimEnd()}\n`;
}

function staffSection(staff: ScreenTiming[], loadBefore: string, loadAfter: string): string {
  return `${STAFF_HEADING}: time until the content is on screen (staff signed in)

Measured ${new Date().toISOString().slice(0, 16)}; desktop Chromium at 1280 px, no throttling; load average ${loadBefore} before and
${loadAfter} after this part (\`uptime\`, ${os.cpus().length} cores, a machine shared with other work).
From navigation start to the first frame that shows the content: every section of the day sheet filled,
a list with its rows, a form with its fields, no loader left (bench/staff-pages.ts). "Warm" reloads the page with
code, styles and fonts in the HTTP cache (median of ${staff[0]?.warmRunsMs.length ?? 0} reloads); "first" is a first visit with an empty cache.
"Code in" and "answers in": when the last reload had its last script and its last API reply; "first API call":
when its first API request started.
Budget: warm reload ≤ ${STAFF_BUDGET_MS} ms (docs/decisions/119, issue 34).

| screen | warm reload ms (median) | within budget | warm reloads ms | first API call ms | code in ms | answers in ms | first visit ms |
|---|---|---|---|---|---|---|---|
${staff
  .map((s) => {
    const { codeMs, apiMs, firstApiMs } = criticalPath(s);
    const within = s.warmMedianMs <= STAFF_BUDGET_MS ? 'yes' : 'no';
    return `| ${s.name} | ${s.warmMedianMs} | ${within} | ${s.warmRunsMs.join(', ')} | ${firstApiMs} | ${codeMs} | ${apiMs} | ${s.firstMs} |`;
  })
  .join('\n')}
`;
}

const server = await startServer();
try {
  const lighthouse = skipLighthouse ? (only ? '' : keptLighthouseSection()) : await lighthouseSection(server.baseUrl);
  const loadBefore = os.loadavg()[0].toFixed(1);
  const screens = staffScreens.filter((s) => only === undefined || s.path.includes(only));
  if (screens.length === 0) throw new Error(`no staff screen's path contains ${JSON.stringify(only)}`);
  const browser = await launchBrowser();
  const staff = await staffScreenTimings(browser, server.baseUrl, screens, {
    email: 'staff@wohnwerk.test',
    password: 'Staff123!',
  }).finally(() => browser.close());
  const loadAfter = os.loadavg()[0].toFixed(1);
  console.table(staff.map(({ warmWaterfall: _w, ...s }) => ({ ...s, ...criticalPath({ ...s, warmWaterfall: _w }) })));
  console.log(`load average ${loadBefore} before, ${loadAfter} after`);
  if (process.argv.includes('--waterfall'))
    for (const s of staff) {
      console.log(`\n${s.name}: last warm reload ${s.warmRunsMs.at(-1)} ms`);
      for (const r of s.warmWaterfall)
        console.log(`  ${String(r.startMs).padStart(5)} → ${String(r.endMs).padStart(5)}  ${r.name}`);
    }
  if (!only) fs.writeFileSync(pagesFile, `${lighthouse}\n${staffSection(staff, loadBefore, loadAfter)}`);
} finally {
  await server.stop();
}
