import type { Locator, Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** The elements that stick out to the right of the screen, to say what pushes the page sideways. */
const sticking = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}`),
  );

/** The page fits its width: nothing scrolls sideways. */
async function expectFits(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expectTrue(
    scrollWidth <= width,
    `${what} is ${scrollWidth} px wide at ${width}: ${(await sticking(page)).join('; ')}`,
  );
}

/** A cell is on screen horizontally (not scrolled out of a table's view to the right). */
async function expectInView(cell: Locator, width: number, what: string) {
  const box = await cell.boundingBox();
  expectTrue(box !== null && box.width > 0, `${what} is not shown`);
  expectTrue(
    box.x >= 0 && box.x + box.width <= width + 1,
    `${what} is at ${box.x}–${box.x + box.width} of ${width} px`,
  );
}

/** Every list of the shop administration, with what shows that its rows are there. */
const lists: { path: string; name: string; row: string }[] = [
  { path: '/admin/orders', name: 'admin-phone-orders', row: 'WW-2026-' },
  { path: '/admin/products', name: 'admin-phone-products', row: '€' },
  { path: '/admin/categories', name: 'admin-phone-categories', row: 'Betten' },
  { path: '/admin/shops', name: 'admin-phone-shops', row: 'Möbel Direkt' },
  { path: '/admin/brands', name: 'admin-phone-brands', row: 'Holzkunst' },
  { path: '/admin/series', name: 'admin-phone-series', row: 'Lima' },
  { path: '/admin/homepage-texts', name: 'admin-phone-homepage-texts', row: 'Bearbeiten' },
  { path: '/admin/pages', name: 'admin-phone-pages', row: 'Allgemeine Geschäftsbedingungen' },
];

const journeys: Journey[] = [
  {
    name: 'admin phone lists: at 390 px every admin list is a column of cards with its essentials, nothing scrolls sideways',
    async run({ newPage, shot }) {
      let visited = 0;
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(width);
        await login(page, 'admin@wohnwerk.test', 'Admin123!');
        for (const list of lists) {
          await page.goto(list.path);
          await page.locator('tbody tr').filter({ hasText: list.row }).first().waitFor();
          await expectFits(page, width, list.path);
          await shot(page, list.name);
          visited++;
        }

        // The order list: number, customer, amount, status and the next step of the first order on screen.
        await page.goto('/admin/orders');
        const first = page.locator('tbody tr').filter({ hasText: 'WW-2026-' }).first();
        await first.waitFor();
        const cells = first.getByRole('cell');
        for (const [label, what] of [
          ['Bestellnummer', 'the order number'],
          ['Kunde', 'the customer'],
          ['Betrag', 'the amount'],
          ['Status', 'the status'],
        ] as const) {
          const cell = width === 390 ? cells.and(page.locator(`[data-label="${label}"]`)) : null;
          await expectInView(
            cell ??
              cells.nth(['Bestellnummer', 'Bestellt am', 'Kunde', 'E-Mail', 'Betrag', 'Status'].indexOf(label) + 1),
            width,
            `${what} at ${width}`,
          );
        }
        await expectInView(
          first.getByRole('link', { name: /^(Ansehen|Versenden)$/ }),
          width,
          `the next step at ${width}`,
        );
        if (width === 390) {
          // The phone's card says what each value is, and leaves out what is not needed at a glance.
          const amount = first.locator('[data-label="Betrag"]');
          expectTrue(/\d+,\d{2}\s€/.test((await amount.textContent()) ?? ''), 'the card shows the amount in euro');
          expectTrue(!(await first.locator('[data-label="E-Mail"]').isVisible()), 'the e-mail is left out of the card');
        }

        // A paid order's next step is shipping it; the order's own tables show their amounts and PDF links.
        const paid = page.locator('tbody tr').filter({ hasText: 'Bezahlt' }).first();
        await paid.getByRole('link', { name: 'Versenden', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: /^Bestellung WW-2026-/ }).waitFor();
        const documents = page.getByTestId('order-documents');
        await documents.waitFor();
        await expectFits(page, width, 'the admin order');
        await expectInView(
          documents.getByRole('link', { name: /als PDF öffnen$/ }).first(),
          width,
          `the PDF link at ${width}`,
        );
        await shot(page, 'admin-phone-order');

        // The figures' tables and the low-stock list.
        await page.goto('/admin/figures');
        await page.getByTestId('figures-stock').locator('tbody tr').first().waitFor();
        await expectFits(page, width, '/admin/figures');
        await shot(page, 'admin-phone-figures');
        await context.close();
      }
      expectTrue(visited === lists.length * 2, `visited ${visited} of ${lists.length} lists at two widths`);
    },
  },
  {
    name: "admin phone lists: the customer's order page shows each item's price on a phone",
    async run({ newPage, shot }) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPage(width);
        await login(page, 'kunde@wohnwerk.test', 'Kunde123!');
        await page.goto('/orders');
        await page
          .getByRole('link', { name: /WW-2026-/ })
          .first()
          .click();
        const price = page.getByTestId('order-item-price').first();
        await price.waitFor();
        expectTrue(/\d+,\d{2}\s€/.test((await price.textContent()) ?? ''), 'the item price is a euro amount');
        await expectInView(price, width, `the item price at ${width}`);
        await expectFits(page, width, 'the customer order');
        await shot(page, 'admin-phone-customer-order');
        await context.close();
      }
    },
  },
];

export default journeys;
