import type { Locator, Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** The shop's frame: the banner's cart and wishlist buttons, the category bar and the newsletter footer. */
async function shopChrome(page: Page): Promise<string[]> {
  const found: string[] = [];
  if (await page.getByRole('link', { name: /Merkliste/ }).count()) found.push('Merkliste');
  if (await page.getByRole('button', { name: /Warenkorb/ }).count()) found.push('Warenkorb');
  if (await page.locator('footer').count()) found.push('footer');
  return found;
}

const areasMenu = (page: Page) => page.getByRole('button', { name: 'Bereiche' });

/**
 * The menu closes with a transition after each choice: an entry seen while the last screen's menu was still
 * closing vanishes under the click (a busy machine). So wait until it is closed, open it, click; a click that
 * still misses the closing menu is tried again, at most three times.
 */
async function chooseFromMenu(page: Page, entry: Locator) {
  const menuButton = page.getByRole('button', { name: /^(Bereiche|Zonat)$/ });
  for (let tries = 1; ; tries++) {
    await entry.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
    await menuButton.click();
    try {
      await entry.click({ timeout: 5000 });
      return;
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

const journeys: Journey[] = [
  {
    name: 'staff shell: a customer sees no way into the staff area and is refused it in the shop frame',
    async run({ newPage, shot }) {
      const { page } = await newPage(1280);
      await login(page, 'kunde@wohnwerk.test', 'Kunde123!');
      await page.getByRole('button', { name: 'Mein Konto' }).click();
      await page.getByRole('link', { name: 'Profile' }).waitFor();
      expectTrue((await page.getByRole('link', { name: 'Verwaltung' }).count()) === 0, 'no Verwaltung entry');
      await page.goto('/admin');
      await page.getByText('Kein Zugriff').first().waitFor();
      expectTrue((await areasMenu(page).count()) === 0, 'no staff menu for a customer');
      expectTrue((await shopChrome(page)).includes('Warenkorb'), 'the refusal keeps the shop frame');
      await page.goto('/excel');
      await page.getByText('Kein Zugriff').first().waitFor();
      await shot(page, 'staff-shell-customer-refused');
    },
  },
  {
    name: 'staff shell: staff and admins reach every area from the menu, each in the staff frame',
    async run({ newPage, shot }) {
      // Staff on a desktop, an admin (who also has the gift codes) on a phone.
      for (const [width, email, password, areas] of [
        [1280, 'staff@wohnwerk.test', 'Staff123!', 17],
        [390, 'admin@wohnwerk.test', 'Admin123!', 18],
      ] as const) {
        const { page } = await newPage(width);
        await login(page, email, password);
        if (width === 1280) {
          await page.getByRole('button', { name: 'Mein Konto' }).click();
        } else {
          await page.getByRole('button', { name: /Menü/ }).first().click();
        }
        await page.getByRole('link', { name: 'Verwaltung' }).first().click();
        await page.waitForURL('**/admin');
        await page.getByRole('heading', { name: 'Verwaltung', level: 1 }).waitFor();
        const cards = page.locator('main').getByRole('link');
        const count = await cards.count();
        expectTrue(count === areas, `the start page lists the ${areas} areas of ${email} (${count})`);
        expectTrue((await shopChrome(page)).length === 0, `no shop frame on /admin (${await shopChrome(page)})`);
        await shot(page, 'staff-shell-admin');

        const paths = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        let visited = 0;
        for (const path of paths) {
          // The bar speaks the page's language (Albanian on back-office screens): find the entry by its address.
          const entry = page
            .getByRole('navigation', { name: /^(Verwaltung|Administrimi)/ })
            .locator(`a[href="${path}"]`);
          await chooseFromMenu(page, entry);
          await page.waitForURL(`**${path}`);
          const name = path;
          await page.waitForLoadState('networkidle');
          const url = new URL(page.url()).pathname;
          expectTrue(!(await page.getByRole('heading', { name: 'Nicht Gefunden!' }).count()), `${name} opens (${url})`);
          expectTrue(!(await page.getByText('Kein Zugriff').count()), `${name} is allowed (${url})`);
          const chrome = await shopChrome(page);
          expectTrue(chrome.length === 0, `${name} (${url}) has no shop frame (${chrome.join(', ')})`);
          if (url === '/screen-tasks') {
            // The board is the one area in its own frame: back to the start page by address.
            expectTrue((await areasMenu(page).count()) === 0, 'the board has no staff bar');
            await page.goto('/admin');
          }
          if (width === 390 && url === '/excel') await shot(page, 'staff-shell-excel');
          visited += 1;
        }
        expectTrue(visited === areas, `every area was opened (${visited})`);
        await page.context().close();
      }
    },
  },
  {
    name: 'staff shell: the wall board fills the screen in its own frame',
    async run({ newPage, shot }) {
      for (const width of [1280, 390]) {
        const { page } = await newPage(width);
        await login(page, 'staff@wohnwerk.test', 'Staff123!');
        await page.goto('/screen-tasks');
        await page.getByRole('heading', { name: 'Detyrat ne ekran' }).waitFor();
        expectTrue((await shopChrome(page)).length === 0, 'no shop frame on the board');
        expectTrue((await areasMenu(page).count()) === 0, 'no staff bar on the board');
        const box = await page.locator('main').boundingBox();
        const viewport = page.viewportSize()!;
        expectTrue(
          box !== null && box.x === 0 && Math.round(box.width) === viewport.width && box.height >= viewport.height,
          `the board fills the screen (${JSON.stringify(box)} in ${JSON.stringify(viewport)})`,
        );
        await shot(page, 'staff-shell-board');
        await page.context().close();
      }
    },
  },
];

export default journeys;
