import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/harness.ts';
import { lighthouseScores, productWithPhotos } from './lighthouse.ts';

/** `npm run bench:pages`: Lighthouse (mobile) on home, a product list and product pages (one with uploaded photos) of a fresh demo shop. */
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
  fs.writeFileSync(
    path.join(import.meta.dirname, 'PAGES.md'),
    `# Page results (Lighthouse 12, mobile profile)

Written by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 16)} (demo shop, load average ${load} on ${os.cpus().length} cores).
Budget: performance ≥ 95, accessibility ≥ 95, first-load storefront JS ≤ 170 kB gzipped.

| page | performance | accessibility | LCP ms | TBT ms | CLS | JS kB (transfer) |
|---|---|---|---|---|---|---|
${scores.map((p) => `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsKbGzip} |`).join('\n')}
`,
  );
} finally {
  await server.stop();
}
