import { expectTrue, type Journey } from '../harness.ts';

/**
 * The app's router (apps/web/src/app/app-router.tsx, docs/decisions/165): what react-router's data
 * router did for the app, kept when the app moved to its component router to load less on a first visit.
 */
const journeys: Journey[] = [
  {
    name: 'navigation: a new page starts at the top, back returns to where the list was, sorting keeps the position',
    async run(ctx) {
      const { page } = await ctx.newPage(1280);
      await page.goto('/products?category=wohnzimmer');
      await page.getByRole('heading', { level: 1, name: 'Wohnzimmer' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 450));
      await page.waitForTimeout(200);
      const listY = await page.evaluate(() => window.scrollY);
      expectTrue(listY > 0, `the list scrolled (${listY})`);

      await page.locator('main article a[href^="/product/"]').nth(2).click();
      await page.waitForURL('**/product/**');
      // The address changes before the page renders (a transition): the list's heading is still there until then.
      await page.waitForFunction(() => {
        const heading = document.querySelector('h1');
        return heading !== null && heading.textContent !== 'Wohnzimmer';
      });
      expectTrue((await page.evaluate(() => window.scrollY)) === 0, 'the product page starts at the top');

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Wohnzimmer' }).waitFor();
      await page.waitForFunction((y) => window.scrollY === y, listY, { timeout: 5000 });

      await page.getByLabel('Sortieren').selectOption('Hoher-Niedriger');
      await page.waitForURL('**order=Hoher-Niedriger**');
      await page.waitForLoadState('networkidle');
      expectTrue((await page.evaluate(() => window.scrollY)) === listY, 'sorting kept the scroll position');

      await page
        .getByRole('link', { name: /Weiter/ })
        .first()
        .click();
      await page.waitForURL('**page=2**');
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    },
  },
  {
    name: "navigation: the address changes when the next screen can show, and a screen whose code fails shows the error page in the shop's frame",
    async run(ctx) {
      const { page } = await ctx.newPage(1280);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');

      // The shops page's code is held: the home page and its address stay until it arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/shops-page-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('a[href="/shops"]').first().click();
      await page.waitForTimeout(500);
      expectTrue(new URL(page.url()).pathname === '/', `the address waits for the screen (${page.url()})`);
      release();
      await page.waitForURL('**/shops');
      await page.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // The cart page's code cannot be fetched: the error page, with the shop's header, offers a retry.
      await page.route(/\/assets\/cart-page-[^/]+\.js$/, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => {
        history.pushState(null, '', '/cart');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { level: 1, name: /Ein Fehler ist aufgetreten/ }).waitFor();
      expectTrue((await page.locator('header').count()) > 0, 'the error page keeps the shop frame');
      expectTrue((await page.getByRole('button', { name: 'Erneut versuchen' }).count()) === 1, 'it offers a retry');
      // The next navigation shows its page again.
      await page.locator('a[href="/shops"]').first().click();
      await page.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
    },
  },
];

export default journeys;
