import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * Storefront JavaScript a first visit loads, at most (DESIGN.md "Budgets": 170 kB gzipped),
 * counted in kB of 1,000 bytes, as issue 36 measured it (docs/decisions/165).
 */
export const FIRST_LOAD_BUDGET_BYTES = 170_000;

const defaultWebDist = path.resolve(import.meta.dirname, '../apps/web/dist');

export interface FirstLoad {
  name: string;
  path: string;
  /** gzip -9 of every script the visit fetched, summed. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

/**
 * What a first visit of `pagePath` on a phone (390 px, empty cache) loads as JavaScript: every
 * script fetched until the network has been quiet for a while (the app's code after the first
 * paint, the route's chunks, its text catalogues and what renders right after), each counted as
 * gzip -9 of the built file. Chrome takes gzip over plain HTTP; production's brotli is smaller.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  page: { name: string; path: string; ready: string },
  webDist = defaultWebDist,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: baseUrl,
    locale: 'de-DE',
  });
  try {
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
    });
    await tab.goto(page.path);
    // The app has rendered the page (not the server's preview), then nothing more is on its way.
    await tab.locator(page.ready).first().waitFor();
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1000);
    await tab.waitForLoadState('networkidle');
    const files = [...scripts].sort().map((pathname) => {
      const file = path.join(webDist, pathname);
      if (!pathname.startsWith('/assets/') || !fs.existsSync(file)) throw new Error(`not a built script: ${pathname}`);
      return { file: pathname.slice(1), bytes: gzipSync(fs.readFileSync(file), { level: 9 }).length };
    });
    return { ...page, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
  } finally {
    await context.close();
  }
}

/** The storefront pages a shopper lands on from outside: home, a category's list, a product. */
export async function storefrontLandingPages(
  baseUrl: string,
): Promise<{ name: string; path: string; ready: string }[]> {
  const list = (await (await fetch(`${baseUrl}/api/v1/products?category=sofas`)).json()) as {
    data: { id: number }[];
  };
  return [
    { name: 'home', path: '/', ready: 'h1' },
    { name: 'product list (Sofas)', path: '/products?category=sofas', ready: 'h1' },
    { name: 'product page', path: `/product/${list.data[0].id}`, ready: 'h1' },
  ];
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
