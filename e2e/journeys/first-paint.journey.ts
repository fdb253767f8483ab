import type { Page } from 'playwright-core';
import { expectTrue, type Journey } from '../harness.ts';

/**
 * Holds the app's scripts and styles (all but the boot script) until `release` is called:
 * what shows meanwhile is what the HTML paints on its own (docs/decisions/008).
 */
async function holdApp(page: Page): Promise<{ release: () => void; held: () => string[] }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.+\.(js|css)$/, async (route) => {
    const url = route.request().url();
    if (!/\/assets\/boot-[^/]+\.js$/.test(url)) {
      held.push(url);
      await gate;
    }
    await route.continue();
  });
  return { release, held: () => held };
}

const HERO_TITLE = 'Möbel, die zu Ihrem Zuhause passen';

const journeys: Journey[] = [
  {
    name: "first paint: a phone sees the home hero and the product photo before the app's code arrives, then the app takes over",
    async run(ctx) {
      const { page } = await ctx.newPage(390);

      const home = await holdApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByText(HERO_TITLE).waitFor();
      await page.getByText('KOSTENLOSER VERSAND').waitFor();
      // Painted while the app's styles are held: none of them blocks the first paint.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, undefined, {
        timeout: 5000,
      });
      // The boot script asks for the app only after that paint, and nothing has rendered it yet.
      await page.waitForTimeout(300);
      expectTrue(
        home.held().some((url) => /\.css$/.test(url)) && home.held().some((url) => /\.js$/.test(url)),
        `app assets asked for after the paint: ${home.held().join(', ')}`,
      );
      expectTrue((await page.locator('h1').count()) === 0, 'no app heading before its code arrived');
      await ctx.shot(page, 'first-paint-home');
      home.release();
      await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
      expectTrue((await page.locator('.ww-preview').count()) === 0, 'the app replaced the preview');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      const list = (await (await fetch(`${ctx.baseUrl}/api/v1/products?category=sofas`)).json()) as {
        data: { id: number; name: string; product_image: string }[];
      };
      const sofa = list.data[0];
      const product = await holdApp(page);
      await page.goto(`/product/${sofa.id}`, { waitUntil: 'commit' });
      const photo = page.locator(`.ww-preview img[src="${sofa.product_image}"]`);
      await photo.waitFor();
      expectTrue(
        await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        'the preview photo is loaded',
      );
      await page.getByText(sofa.name).first().waitFor();
      expectTrue((await page.locator('h1').count()) === 0, 'no app heading before its code arrived');
      await ctx.shot(page, 'first-paint-product');
      product.release();
      await page.getByRole('heading', { level: 1, name: sofa.name }).waitFor();
      await page.getByRole('button', { name: 'In den Warenkorb' }).first().waitFor();
    },
  },
];

export default journeys;
