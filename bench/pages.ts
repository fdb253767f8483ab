import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { lighthouseScores, productWithPhotos } from './lighthouse.ts';
import { criticalPath, STAFF_BUDGET_MS, staffScreenTimings } from './staff-pages.ts';

/**
 * `npm run bench:pages`: Lighthouse (mobile) on home, a product list and product pages (one with uploaded photos) of a
 * fresh demo shop, then the time until a member of staff sees the day sheet and the fast tasks (desktop, no throttling).
 */
const server = await startServer();
try {
  const list = (await (await fetch(`${server.baseUrl}/api/v1/products?category=sofas`)).json()) as {
    data: { id: number }[];
  };
  // The product after the first: its page shows the two photos uploaded here (sharp's widths, srcset/sizes).
  const photoProduct = await productWithPhotos(server.baseUrl);
  const scores = await lighthouseScores([
    { name: 'home', url: `${server.baseUrl}/` },
    { name: 'product list (Sofas)', url: `${server.baseUrl}/products?category=sofas` },
    { name: 'product page', url: `${server.baseUrl}/product/${list.data[0].id}` },
    { name: 'product page with 2 uploaded photos', url: `${server.baseUrl}/product/${photoProduct}` },
  ]);
  console.table(scores.map(({ url: _url, ...s }) => s));
  const load = os.loadavg()[0].toFixed(1);
  const browser = await launchBrowser();
  const staff = await staffScreenTimings(browser, server.baseUrl, {
    email: 'staff@wohnwerk.test',
    password: 'Staff123!',
  }).finally(() => browser.close());
  console.table(staff.map(({ warmWaterfall: _w, ...s }) => s));
  const staffLoad = os.loadavg()[0].toFixed(1);
  fs.writeFileSync(
    path.join(import.meta.dirname, 'PAGES.md'),
    `# Page results (Lighthouse 12, mobile profile)

Written by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 16)} (demo shop, load average ${load} on ${os.cpus().length} cores).
Each page measured 3 times; the run with the median performance score is shown (bench/lighthouse.ts).
Budget: performance ≥ 95, accessibility ≥ 95, first-load storefront JS ≤ 170 kB gzipped.

| page | performance | accessibility | LCP ms | TBT ms | CLS | JS kB (transfer) |
|---|---|---|---|---|---|---|
${scores.map((p) => `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsKbGzip} |`).join('\n')}

## Back office: time until the content is on screen (staff signed in)

Desktop Chromium at 1280 px, no throttling, load average ${staffLoad} at the end of this part (\`uptime\`).
From navigation start to the first frame that shows the content: every section of the day sheet filled,
the fast-task table with its rows, no loader left. "Warm" reloads the page with code, styles and fonts in
the HTTP cache (median of ${staff[0]?.warmRunsMs.length ?? 0} reloads); "first" is a first visit with an empty cache.
"Code in" and "answers in": when the last reload had its last script and its last API reply.
Budget: warm reload ≤ ${STAFF_BUDGET_MS} ms (docs/decisions/119).

| screen | warm reload ms (median) | within budget | warm reloads ms | code in ms | answers in ms | first visit ms |
|---|---|---|---|---|---|---|
${staff
  .map((s) => {
    const { codeMs, apiMs } = criticalPath(s);
    const within = s.warmMedianMs <= STAFF_BUDGET_MS ? 'yes' : 'no';
    return `| ${s.name} | ${s.warmMedianMs} | ${within} | ${s.warmRunsMs.join(', ')} | ${codeMs} | ${apiMs} | ${s.firstMs} |`;
  })
  .join('\n')}
`,
  );
} finally {
  await server.stop();
}
