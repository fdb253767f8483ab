import type { Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** The first product on the list pages that a card marks as not deliverable, and one that is. */
async function soldOutAndInStock(page: Page): Promise<{ soldOut: string; inStock: string }> {
  for (let p = 1; p <= 5; p++) {
    await page.goto(`/products?page=${p}`);
    await page.locator('article').first().waitFor();
    const cards = page.locator('article');
    const marked = cards.filter({ hasText: 'Derzeit nicht lieferbar' });
    const buyable = cards.filter({ has: page.getByRole('button', { name: /in den Warenkorb legen/ }) });
    if ((await marked.count()) > 0 && (await buyable.count()) > 0) {
      const soldOut = (await marked.first().locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
      const inStock = (await buyable.first().locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
      return { soldOut, inStock };
    }
  }
  throw new Error('no list page with both a sold-out and a buyable card');
}

const journeys: Journey[] = [
  {
    name: 'shopper stock: a product out of stock says so on its card, its page, the cart and checkout step 1',
    async run({ newPage, shot }) {
      for (const width of [1280, 390]) {
        const { page } = await newPage(width);
        const { soldOut, inStock } = await soldOutAndInStock(page);
        await shot(page, 'shopper-stock-list');

        // The sort choices are the spec's four; the shop's own order is not offered as a fifth.
        const choices = await page.getByLabel('Sortieren nach').locator('option:not([disabled])').allInnerTexts();
        expectTrue(
          choices.join('|') === 'Niedriger - Höherer Preis|Höherer - Niedriger Preis|A - Z Bestellung|Z - A Bestellung',
          `four sort choices (${choices.join(' | ')})`,
        );

        await page.goto(soldOut);
        await page.getByTestId('sold-out').waitFor();
        expectTrue(await page.getByRole('button', { name: 'Jetzt kaufen' }).isDisabled(), 'no buying it now');
        expectTrue(await page.getByRole('button', { name: 'In den Warenkorb' }).isDisabled(), 'no cart for it');
        await shot(page, 'shopper-stock-product');

        // A cart line that sold out after it was added (the cart lives in the browser).
        await page.goto(inStock);
        await page.getByRole('button', { name: 'In den Warenkorb' }).click();
        await page.waitForFunction(() => localStorage.getItem('cart'));
        const soldOutId = Number(soldOut.split('/').pop());
        await page.evaluate((id) => {
          const lines = JSON.parse(localStorage.getItem('cart') ?? '[]');
          lines.push({ ...lines[0], product_id: id, shopmarketplace_id: id, product_name: 'Ausverkauft' });
          localStorage.setItem('cart', JSON.stringify(lines));
        }, soldOutId);
        await page.goto('/cart');
        const notice = page.getByTestId('stock-notice');
        await notice.waitFor();
        expectTrue((await notice.innerText()).includes('derzeit nicht lieferbar'), 'the cart names the sold-out line');
        expectTrue(await page.getByRole('button', { name: 'Zur Kasse' }).isDisabled(), 'no way on to the checkout');
        await shot(page, 'shopper-stock-cart');

        await login(page, 'kunde@wohnwerk.test', 'Kunde123!');
        await page.goto('/checkout');
        await page.getByTestId('stock-notice').waitFor();
        await shot(page, 'shopper-stock-checkout');
        await page.context().close();
      }
    },
  },
];

export default journeys;
