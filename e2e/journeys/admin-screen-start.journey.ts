import type { Page, Request } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/**
 * A shop-administration screen, the file name of its route chunk, the API calls its first render needs (paths, with
 * the query string where the screen asks one) and what is on screen once they are in.
 */
interface AdminScreen {
  path: string;
  chunk: RegExp;
  calls: string[];
  /** Text catalogues (their chunks' names) the screen needs in its first render. */
  catalogues: string[];
  content: string;
}

const screens: AdminScreen[] = [
  {
    path: '/admin/orders',
    chunk: /\/assets\/orders-page-[\w-]+\.js$/,
    calls: ['/api/v1/admin/orders?sort=-created_at&page=1&per_page=25'],
    catalogues: ['adminorders', 'datatable'],
    content: 'tbody a[href^="/admin/orders/WW-"]',
  },
  {
    path: '/admin/orders/WW-2026-000001',
    chunk: /\/assets\/order-page-[\w-]+\.js$/,
    calls: ['/api/v1/admin/orders/WW-2026-000001'],
    catalogues: ['adminorders'],
    content: '[data-testid="order-history"]',
  },
  {
    path: '/admin/products',
    chunk: /\/assets\/products-page-[\w-]+\.js$/,
    calls: [
      '/api/v1/admin/products?sort=-created&page=1',
      '/api/v1/admin/categories',
      '/api/v1/admin/shops',
      '/api/v1/admin/brands',
    ],
    catalogues: ['admin-catalog', 'datatable'],
    content: 'tbody a[href^="/admin/products/"]',
  },
  {
    path: '/admin/products/1',
    chunk: /\/assets\/product-edit-page-[\w-]+\.js$/,
    calls: [
      '/api/v1/admin/products/1',
      '/api/v1/admin/products/1/history',
      '/api/v1/admin/products/1/photos',
      '/api/v1/admin/products?light=true&sort=name',
      '/api/v1/admin/series',
      '/api/v1/calculate/services',
    ],
    catalogues: ['admin-catalog', 'validation'],
    content: '[data-testid="product-history"]',
  },
  ...['categories', 'shops', 'brands', 'series', 'homepage-texts', 'pages'].map((kind) => ({
    path: `/admin/${kind}`,
    chunk: new RegExp(`/assets/${kind}-page-[\\w-]+\\.js$`),
    calls: [`/api/v1/admin/${kind}`],
    catalogues: ['admin-catalog', 'validation', 'datatable'],
    content: 'tbody tr td',
  })),
  {
    path: '/admin/figures',
    chunk: /\/assets\/figures-page-[\w-]+\.js$/,
    calls: ['/api/v1/admin/figures?'],
    catalogues: ['figures', 'datatable'],
    content: '[data-testid="figures-stock"] tbody tr',
  },
];

const callOf = (request: Request) => {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
};

/** `/api/v1/admin/figures?` stands for the path with any query string. */
const isCall = (call: string, expected: string) =>
  expected.endsWith('?') ? call.startsWith(expected) : call === expected;

/**
 * Opens a screen with its route chunk held back: the screen's requests and its text catalogues must be asked for while
 * its code is still loading (not after its first render), and once the code is in, the screen shows the answers it
 * found in the query cache without asking again. Answers which API calls were made during the visit.
 */
async function openWithChunkHeld(page: Page, screen: AdminScreen): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let chunkAsked = false;
  await page.route(screen.chunk, async (route) => {
    chunkAsked = true;
    await held;
    // The page may be gone by then (a failed check closes it): nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  const calls: string[] = [];
  const assets: string[] = [];
  const record = (request: Request) => {
    const call = callOf(request);
    if (call.startsWith('/api/')) calls.push(call);
    else if (call.startsWith('/assets/')) assets.push(call);
  };
  page.on('request', record);
  try {
    await page.goto(screen.path, { waitUntil: 'commit' });
    // Everything the first render needs, asked for while the screen's code cannot have arrived.
    const deadline = Date.now() + 10_000;
    const missing = () => [
      ...screen.calls.filter((expected) => !calls.some((call) => isCall(call, expected))),
      ...screen.catalogues.filter((ns) => !assets.some((a) => a.startsWith(`/assets/${ns}-`) && a.endsWith('.js'))),
    ];
    while (missing().length > 0 && Date.now() < deadline) await page.waitForTimeout(50);
    expectTrue(chunkAsked, `${screen.path}: its route chunk was asked for`);
    expectTrue(
      missing().length === 0,
      `${screen.path}: asked for while its code loads: ${missing().join(', ')} missing (asked: ${calls.join(', ')})`,
    );
    release();
    await page.locator(screen.content).first().waitFor();
    await page.locator('.mantine-Loader').waitFor({ state: 'detached' });
    for (const expected of screen.calls) {
      const times = calls.filter((call) => isCall(call, expected)).length;
      expectTrue(times === 1, `${screen.path}: ${expected} asked ${times} times (the screen should reuse the answer)`);
    }
  } finally {
    release();
    page.off('request', record);
    await page.unroute(screen.chunk);
  }
}

const journey: Journey = {
  name: "admin screens start their requests and texts with their code: each is asked while the screen's chunk is still loading, and only once",
  async run({ newPage }) {
    const { page } = await newPage(1280);
    await login(page, 'staff@wohnwerk.test', 'Staff123!');
    let visited = 0;
    for (const screen of screens) {
      await openWithChunkHeld(page, screen);
      visited += 1;
    }
    expectTrue(visited === 11, `visited ${visited} of 11 admin screens`);
  },
};

export default journey;
