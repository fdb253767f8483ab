import type { Browser, Page } from 'playwright-core';
import { label } from '../e2e/harness.ts';

/** Issue 22: a warm reload of a back-office screen shows its content within this (docs/decisions/119). */
export const STAFF_BUDGET_MS = 500;

/** A back-office screen and the check that its content (not a loader) is on screen. */
export interface StaffScreen {
  name: string;
  path: string;
  /**
   * Checked in the page on every frame: each selector matches at least its count, and nothing
   * matches `absent` (data, not code: the shop's CSP forbids eval).
   */
  ready: { present: [selector: string, atLeast: number][]; absent: string };
}

/**
 * The day sheet with all its sections filled (no section loader left) and the fast-task
 * table with its rows: what a member of staff came for, not the frame around it.
 */
export const staffScreens: StaffScreen[] = [
  {
    name: 'day sheet (/excel)',
    path: '/excel',
    ready: {
      present: [
        ['[data-testid="shown-day"]', 1],
        ['section[aria-label] h2', 12],
      ],
      absent: '.mantine-Loader',
    },
  },
  {
    name: 'fast tasks (/fast-tasks)',
    path: '/fast-tasks',
    ready: { present: [['tbody tr', 1]], absent: '.mantine-Loader' },
  },
  // The shop administration (issue 34): each screen with its rows or its form filled.
  {
    name: 'start page (/admin)',
    path: '/admin',
    ready: { present: [['main section ul a[href^="/admin/"]', 3]], absent: '.mantine-Loader' },
  },
  {
    name: 'orders (/admin/orders)',
    path: '/admin/orders',
    ready: { present: [['tbody a[href^="/admin/orders/WW-"]', 1]], absent: '.mantine-Loader' },
  },
  {
    name: 'order (/admin/orders/WW-2026-000001)',
    path: '/admin/orders/WW-2026-000001',
    ready: {
      present: [
        ['[data-testid="order-documents"]', 1],
        ['[data-testid="order-history"]', 1],
      ],
      absent: '.mantine-Loader',
    },
  },
  {
    name: 'products (/admin/products)',
    path: '/admin/products',
    ready: { present: [['tbody a[href^="/admin/products/"]', 1]], absent: '.mantine-Loader' },
  },
  {
    name: 'product form (/admin/products/1)',
    path: '/admin/products/1',
    ready: {
      present: [
        ['form fieldset', 5],
        ['[data-testid="product-history"]', 1],
      ],
      absent: '.mantine-Loader',
    },
  },
  {
    name: 'categories (/admin/categories)',
    path: '/admin/categories',
    ready: { present: [['tbody [data-depth]', 5]], absent: '.mantine-Loader' },
  },
  ...(['shops', 'brands', 'series', 'homepage-texts'] as const).map(
    (kind): StaffScreen => ({
      name: `${kind} (/admin/${kind})`,
      path: `/admin/${kind}`,
      ready: { present: [['tbody tr td', 2]], absent: '.mantine-Loader' },
    }),
  ),
  {
    name: 'pages (/admin/pages)',
    path: '/admin/pages',
    ready: { present: [['tbody tr td', 4]], absent: '.mantine-Loader' },
  },
  {
    name: 'imports (/admin/imports)',
    path: '/admin/imports',
    ready: {
      present: [
        ['main h1', 1],
        ['input[type="file"]', 1],
      ],
      absent: '.mantine-Loader',
    },
  },
  {
    name: 'figures (/admin/figures)',
    path: '/admin/figures',
    ready: { present: [['[data-testid="figures-stock"] tbody tr', 1]], absent: '.mantine-Loader' },
  },
];

export interface ScreenTiming {
  name: string;
  path: string;
  /** Navigation start to content on screen, first visit with an empty HTTP cache (signed in). */
  firstMs: number;
  /** The same on reloads with a warm HTTP cache: each run, then the median. */
  warmRunsMs: number[];
  warmMedianMs: number;
  /** Where the last warm reload spent its time: each request's start and end (ms after navigation start). */
  warmWaterfall: { name: string; startMs: number; endMs: number; transferBytes: number }[];
}

/**
 * When the last warm reload had its code (the last script in), its answers (the last API reply in), and when it asked
 * its first API question (the session check or the screen's data: whatever started first).
 */
export function criticalPath(timing: ScreenTiming): { codeMs: number; apiMs: number; firstApiMs: number } {
  const last = (test: (name: string) => boolean) =>
    Math.max(0, ...timing.warmWaterfall.filter((r) => test(r.name)).map((r) => r.endMs));
  const api = timing.warmWaterfall.filter((r) => r.name.startsWith('/api/'));
  return {
    codeMs: last((n) => n.endsWith('.js')),
    apiMs: last((n) => n.startsWith('/api/')),
    firstApiMs: api.length ? Math.min(...api.map((r) => r.startMs)) : 0,
  };
}

/**
 * Installs a per-frame check in every document the page opens: the first frame in which the
 * screen's `ready` holds is recorded as `window.__contentReadyAt` (ms after navigation start).
 * A frame callback runs just before that frame is painted.
 */
async function watchContent(page: Page, screens: StaffScreen[]) {
  // As text: tsx would wrap a function's inner helpers in its __name(), which the page lacks.
  // Chromium keeps 250 resource entries by default; a staff screen's chunks and styles alone come near that, and the
  // API calls, which come last, would be missing from the waterfall.
  await page.addInitScript(`(() => {
    performance.setResourceTimingBufferSize(2000);
    const screen = ${JSON.stringify(screens)}.find((s) => s.path === location.pathname);
    if (!screen) return;
    const tick = () => {
      const ready =
        screen.ready.present.every(([selector, atLeast]) => document.querySelectorAll(selector).length >= atLeast) &&
        !document.querySelector(screen.ready.absent);
      if (ready) window.__contentReadyAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`);
}

async function contentReadyAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __contentReadyAt?: number }).__contentReadyAt,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/**
 * Signs in as a member of staff, then per screen: one visit with an empty HTTP cache, then
 * `runs` reloads (the second load of the issue: code, styles and fonts come from the cache).
 */
export async function staffScreenTimings(
  browser: Browser,
  baseUrl: string,
  screens: StaffScreen[],
  account: { email: string; password: string },
  runs = 7,
): Promise<ScreenTiming[]> {
  const signIn = await browser.newContext({ baseURL: baseUrl });
  const loginPage = await signIn.newPage();
  await loginPage.goto('/login');
  await loginPage.getByLabel(label('E-Mail')).fill(account.email);
  await loginPage.getByLabel(label('Passwort')).fill(account.password);
  await loginPage.getByRole('button', { name: 'Einloggen' }).click();
  await loginPage.waitForURL((url) => url.pathname !== '/login');
  const storageState = await signIn.storageState();
  await signIn.close();

  const timings: ScreenTiming[] = [];
  for (const screen of screens) {
    // A context of its own: its HTTP cache starts empty, so the first visit is a first load.
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await watchContent(page, [screen]);
      await page.goto(screen.path);
      const firstMs = await contentReadyAt(page);
      const warmRunsMs: number[] = [];
      let warmWaterfall: ScreenTiming['warmWaterfall'] = [];
      for (let i = 0; i < runs; i++) {
        await page.reload();
        warmRunsMs.push(await contentReadyAt(page));
        warmWaterfall = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
            name: new URL(e.name).pathname,
            startMs: Math.round(e.startTime),
            endMs: Math.round(e.responseEnd),
            transferBytes: e.transferSize,
          })),
        );
      }
      timings.push({
        name: screen.name,
        path: screen.path,
        firstMs,
        warmRunsMs,
        warmMedianMs: median(warmRunsMs),
        warmWaterfall,
      });
    } finally {
      await context.close();
    }
  }
  return timings;
}
