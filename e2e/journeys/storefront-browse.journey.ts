import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, type Journey } from '../harness.ts';

/** "1.234,56 €" → 1234.56 */
function euro(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The current price of every card on the page, in order (the first amount in a card is its price; the old price follows). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').allInnerTexts();
  return texts.map((text) => {
    const match = /(\d{1,3}(?:\.\d{3})*,\d{2})\s*€/.exec(text);
    if (!match) throw new Error(`no price in card: ${text}`);
    return euro(match[1]);
  });
}

/** "105 Produkte" under the heading. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+ Produkte?$/)
    .first()
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Does `action` and waits for the product list call it causes (the URL changes before the list does). */
async function listAfter(page: Page, action: () => Promise<unknown>, matches: (url: URL) => boolean) {
  const response = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return /\/api\/v1\/(a?products|sale-products|search)$/.test(url.pathname) && matches(url);
  });
  await action();
  await response;
  await listSettled(page);
}

/** Waits until the list shows the state of the current URL (no dimmed placeholder page, cards or the empty text). */
async function listSettled(page: Page) {
  await page.locator('main ul[aria-busy="true"]').waitFor({ state: 'detached' });
  await page.locator('main article').first().or(page.getByText('Keine Produkte gefunden')).waitFor();
}

async function noSeriousAxeViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

async function logIn(page: Page) {
  await page.getByLabel(/^E-Mail/).fill('kunde@wohnwerk.test');
  await page.getByLabel(/^Passwort/).fill('Kunde123!');
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

const journeys: Journey[] = [
  {
    name: 'storefront: a typo search ("Sopha") finds a sofa',
    async run({ newPage }) {
      const { page } = await newPage(1280);
      await page.goto('/');
      await page
        .getByRole('searchbox', { name: 'Produkte suchen' })
        .or(page.getByLabel('Produkte suchen'))
        .first()
        .fill('Sopha');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'Sopha');
      await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Sopha“' }).waitFor();
      await listSettled(page);
      const names = await page.locator('main article h3').allInnerTexts();
      expectTrue(
        names.some((n) => /sofa/i.test(n)),
        `a sofa among the results: ${names.join(' | ')}`,
      );
      expectTrue(
        (await page.title()).startsWith('Suchergebnisse für „Sopha“'),
        `document title: ${await page.title()}`,
      );
    },
  },
  {
    name: 'storefront: brand and price filters narrow the list and survive a reload',
    async run({ newPage }) {
      const { page } = await newPage(1280);
      await page.goto('/products?category=wohnzimmer');
      await page.getByRole('heading', { level: 1, name: 'Wohnzimmer' }).waitFor();
      await listSettled(page);
      const all = await resultCount(page);
      expectTrue((await page.title()) === 'Wohnzimmer | Wohnwerk', `document title: ${await page.title()}`);

      // Brand: the first checkbox, applied with the Filter button.
      const brands = page.getByRole('group', { name: 'Marken' });
      const brand = brands.getByRole('checkbox').first();
      const brandName = (await brands.locator('label').first().innerText()).trim();
      await brand.check();
      await listAfter(
        page,
        () => page.getByRole('button', { name: 'Filter', exact: true }).click(),
        (url) => url.searchParams.getAll('brand').length === 1,
      );
      expectTrue(new URL(page.url()).searchParams.getAll('brand').length === 1, `brand in the URL: ${page.url()}`);
      const byBrand = await resultCount(page);
      expectTrue(byBrand > 0 && byBrand < all, `brand ${brandName} narrows ${all} → ${byBrand}`);

      // Price: drag the upper thumb to the middle of the track.
      const upper = page.getByRole('slider', { name: 'Höchstpreis' });
      const lower = page.getByRole('slider', { name: 'Mindestpreis' });
      const a = (await lower.boundingBox())!;
      const b = (await upper.boundingBox())!;
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2 + a.width / 2, b.y + b.height / 2, { steps: 8 });
      await page.mouse.up();
      await listAfter(
        page,
        () => page.getByRole('button', { name: 'Filter', exact: true }).click(),
        (url) => url.searchParams.has('max_price'),
      );
      const maxPrice = Number(new URL(page.url()).searchParams.get('max_price'));
      const narrowed = await resultCount(page);
      const prices = await cardPrices(page);
      expectTrue(narrowed <= byBrand, `price narrows ${byBrand} → ${narrowed}`);
      expectTrue(
        prices.every((p) => p <= maxPrice),
        `every price ≤ ${maxPrice}: ${prices.join(', ')}`,
      );

      const before = page.url();
      await listAfter(
        page,
        () => page.reload(),
        (url) => url.searchParams.has('max_price'),
      );
      await page.getByRole('heading', { level: 1, name: 'Wohnzimmer' }).waitFor();
      expectTrue(page.url() === before, `URL kept: ${before} → ${page.url()}`);
      expectTrue((await resultCount(page)) === narrowed, 'same result count after reload');
      expectTrue(
        await page.getByRole('group', { name: 'Marken' }).getByLabel(brandName).isChecked(),
        `${brandName} still checked`,
      );
      expectTrue(
        (await cardPrices(page)).every((p) => p <= maxPrice),
        'prices still within the range after reload',
      );

      // The back button returns to the brand-only list.
      // (from the query cache, so no request to wait for: wait for the count instead)
      await page.goBack();
      await page.waitForURL(
        (url) => !url.searchParams.has('max_price') && url.searchParams.getAll('brand').length === 1,
      );
      await page.getByText(new RegExp(`^${byBrand} Produkte?$`)).waitFor();
    },
  },
  {
    name: 'storefront: sorting by price is correct across pages',
    async run({ newPage }) {
      const { page } = await newPage(1280);
      await page.goto('/products');
      await listSettled(page);
      const select = page.getByLabel('Sortieren nach');
      const labels = (await select.locator('option').allInnerTexts()).map((s) => s.trim());
      for (const label of [
        'Niedriger - Höherer Preis',
        'Höherer - Niedriger Preis',
        'A - Z Bestellung',
        'Z - A Bestellung',
      ]) {
        expectTrue(labels.includes(label), `sort option "${label}" in ${labels.join(' | ')}`);
      }
      await listAfter(
        page,
        () => select.selectOption({ label: 'Niedriger - Höherer Preis' }),
        (url) => url.searchParams.get('order') === 'Niedriger-Hoher',
      );
      const first = await cardPrices(page);
      expectTrue(
        first.every((p, i) => i === 0 || first[i - 1] <= p),
        `page 1 ascending: ${first.join(', ')}`,
      );
      const status = page.getByRole('navigation', { name: 'Seitennavigation' });
      await status.getByText(/^1 \/ \d+$/).waitFor();

      await listAfter(
        page,
        () => status.getByRole('link', { name: 'Weiter' }).click(),
        (url) => url.searchParams.get('page') === '2',
      );
      await status.getByText(/^2 \/ \d+$/).waitFor();
      const second = await cardPrices(page);
      expectTrue(
        first[first.length - 1] <= second[0],
        `page 1 last ${first[first.length - 1]} ≤ page 2 first ${second[0]}`,
      );
      expectTrue((await select.inputValue()) === 'Niedriger-Hoher', 'the sort stays selected on page 2');

      // Highest first, too.
      await listAfter(
        page,
        () => select.selectOption({ label: 'Höherer - Niedriger Preis' }),
        (url) => url.searchParams.get('order') === 'Hoher-Niedriger' && !url.searchParams.has('page'),
      );
      const desc = await cardPrices(page);
      expectTrue(
        desc.every((p, i) => i === 0 || desc[i - 1] >= p),
        `descending: ${desc.join(', ')}`,
      );
    },
  },
  {
    name: 'storefront: add to cart from the list shows the notice and the cart count',
    async run({ newPage }) {
      const { page } = await newPage(1280);
      await page.goto('/products?category=sofas');
      await listSettled(page);
      const card = page.locator('main article').first();
      const name = (await card.locator('h3').innerText()).trim();
      await card.getByRole('button', { name: /in den Warenkorb legen/ }).click();
      await page.getByText('Artikel in den Warenkorb gelegt').first().waitFor();
      await page
        .getByRole('button', { name: /1 Artikel im Warenkorb/ })
        .first()
        .waitFor();

      const line = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]);
      expectTrue(
        line && line.product_name === name && line.qty === 1 && line.is_light === false,
        `cart line: ${JSON.stringify(line)}`,
      );
      for (const field of [
        'shopmarketplace_id',
        'product_id',
        'sku',
        'amount',
        'sale_price',
        'shop_name',
        'lieferzeit',
        'shop_id',
        'warehouse_id',
        'vendor_id',
        'tax',
      ]) {
        expectTrue(
          line[field] !== undefined && line[field] !== null && line[field] !== '',
          `cart line has ${field}: ${JSON.stringify(line)}`,
        );
      }

      // The same product again is refused.
      await card.getByRole('button', { name: /in den Warenkorb legen/ }).click();
      await page.getByText('Produkt ist bereits im Warenkorb vorhanden').first().waitFor();
      const count = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length);
      expectTrue(count === 1, `still one line, got ${count}`);

      await page
        .getByRole('button', { name: /1 Artikel im Warenkorb/ })
        .first()
        .click();
      await page.getByText(name).last().waitFor();
      await page.getByRole('link', { name: 'Zur Kasse' }).waitFor();
    },
  },
  {
    name: 'storefront: a guest clicking the heart is told to log in; signed in, the heart fills and the wishlist shows it',
    async run({ newPage, shot }) {
      const { page } = await newPage(1280);
      await page.goto('/products?category=betten');
      await listSettled(page);
      const card = page.locator('main article').first();
      const name = (await card.locator('h3').innerText()).trim();
      await card.getByRole('button', { name: `${name} auf die Merkliste setzen` }).click();
      await page.getByText('Nicht authentifiziert').first().waitFor();
      await page.getByRole('link', { name: 'Jetzt einloggen' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/products?category=betten',
      );

      await logIn(page);
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('category') === 'betten');
      await listSettled(page);
      const heart = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('button', { name: /Merkliste/ });
      if ((await heart.getAttribute('aria-pressed')) === 'true') {
        // Left over from an earlier run on the same data: start from an empty heart.
        await heart.click();
        await page.getByText('Artikel aus der Merkliste entfernt').first().waitFor();
      }
      await heart.click();
      await page.getByText('Artikel in den Merkliste gelegt').first().waitFor();
      await page.waitForFunction(
        (n) =>
          Array.from(document.querySelectorAll('main article')).some(
            (a) => a.textContent?.includes(n) && a.querySelector('button[aria-pressed="true"]'),
          ),
        name,
      );

      await page.goto('/wishlist');
      await page.getByRole('heading', { level: 1, name: 'Merkliste' }).waitFor();
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await shot(page, 'storefront-wishlist');

      // Removing takes it off the list.
      await page
        .getByRole('button', { name: `${name} von der Merkliste entfernen` })
        .first()
        .click();
      await page.getByText('Artikel aus der Merkliste entfernt').first().waitFor();
      await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' });
    },
  },
  {
    name: 'storefront: screenshots and accessibility of home, list, shops, wishlist and legal pages',
    async run({ newPage, shot }) {
      for (const width of [1280, 390]) {
        const { page } = await newPage(width);

        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Let the lazily loaded brand carousels come in before the full-page shot.
        await page
          .getByRole('heading', { level: 2, name: /unsere Marken$/ })
          .first()
          .waitFor();
        for (const title of await page.getByRole('heading', { level: 2, name: /unsere Marken$/ }).allInnerTexts()) {
          const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
          await heading.scrollIntoViewIfNeeded();
          const brandLinks = page.locator('section', { has: heading }).getByRole('link', {
            name: /^(Comfort Line|Holzkunst|Möbelwerk Nord|Casa Forma|Schlafwelt|Stilhaus|Urban Living|Nordholz)$/,
          });
          await brandLinks.first().waitFor();
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByText('Möbel online kaufen bei Wohnwerk').waitFor();
        await shot(page, 'storefront-home');
        await noSeriousAxeViolations(page, `home at ${width}`);

        await page.goto('/products?category=wohnzimmer');
        await page.getByRole('heading', { level: 1, name: 'Wohnzimmer' }).waitFor();
        await listSettled(page);
        await page.getByText('Wohnzimmer bei Wohnwerk').waitFor();
        await shot(page, 'storefront-list-grid');
        await noSeriousAxeViolations(page, `product list at ${width}`);
        await page.getByRole('button', { name: 'Liste', exact: true }).click();
        await page.locator('main article[data-variant="list"]').first().waitFor();
        const cartButtons = await page
          .locator('main article')
          .getByRole('button', { name: /in den Warenkorb legen/ })
          .count();
        expectTrue(cartButtons === 0, `list cards have no cart button, found ${cartButtons}`);
        await shot(page, 'storefront-list-list');
        await noSeriousAxeViolations(page, `list view at ${width}`);
        await page.getByRole('button', { name: 'Raster', exact: true }).click();

        if (width < 990) {
          await page.getByRole('button', { name: 'Filter', exact: true }).click();
          const panel = page.getByRole('dialog', { name: 'Filter' });
          await panel.getByRole('heading', { name: 'Unterkategorien' }).waitFor();
          await panel.getByRole('slider', { name: 'Höchstpreis' }).waitFor();
          await page.waitForTimeout(400); // slide-in transition
          await page.screenshot({ path: `e2e/screenshots/storefront-list-filter-panel-${width}.png` });
          await noSeriousAxeViolations(page, `filter panel at ${width}`);
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });
        }

        await page.goto('/products?q=gibtesnichtxyz');
        await page.getByText('Keine Produkte gefunden').waitFor();

        await page.goto('/shops');
        await page.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Möbel Direkt' }).waitFor();
        await shot(page, 'storefront-shops');
        await noSeriousAxeViolations(page, `shops at ${width}`);

        await page.goto('/impressum');
        await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
        expectTrue((await page.title()) === 'Impressum | Wohnwerk', `title: ${await page.title()}`);
        await shot(page, 'storefront-impressum');
        await noSeriousAxeViolations(page, `impressum at ${width}`);

        await page.goto('/widerrufsrecht');
        await page.getByRole('heading', { level: 1, name: 'Widerrufsrecht' }).waitFor();
        await page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).waitFor();
        await shot(page, 'storefront-widerrufsrecht');

        for (const [path, heading] of [
          ['/agb', 'Allgemeine Geschäftsbedingungen'],
          ['/daten', 'Datenschutzerklärung'],
        ]) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        }

        // The wishlist needs a customer.
        await page.goto('/wishlist');
        await page.waitForURL((url) => url.pathname === '/login');
        await logIn(page);
        await page.waitForURL((url) => url.pathname === '/wishlist');
        await page.getByRole('heading', { level: 1, name: 'Merkliste' }).waitFor();
        await page.locator('main article').first().or(page.getByText('Ihre Merkliste ist leer.')).waitFor();
        if (width === 1280 && (await page.getByText('Ihre Merkliste ist leer.').isVisible())) {
          await shot(page, 'storefront-wishlist-empty');
          // Fill it with three sofas for a telling screenshot.
          await page.goto('/products?category=sofas');
          await listSettled(page);
          for (let i = 0; i < 3; i++) {
            const heart = page
              .locator('main article')
              .nth(i)
              .getByRole('button', { name: /auf die Merkliste setzen$/ });
            await heart.click();
            await page
              .locator('main article')
              .nth(i)
              .getByRole('button', { name: /von der Merkliste entfernen$/ })
              .waitFor();
          }
          await page.goto('/wishlist');
        }
        await page.locator('main article').first().waitFor();
        await shot(page, 'storefront-wishlist');
        await noSeriousAxeViolations(page, `wishlist at ${width}`);
      }
    },
  },
];

export default journeys;
