import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, type Journey, type JourneyContext, login } from '../harness.ts';

async function noSeriousAxe(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

const address = {
  address_1: 'Karl-Liebknecht-Str. 7',
  address_2: '3. OG',
  city: 'Leipzig',
  country: 'Deutschland',
  zip: '04107',
};

/** A customer in a browser context of their own registers, orders one product and pays it with the test card. */
async function customerPays(ctx: JourneyContext): Promise<number> {
  const { page } = await ctx.newPage(390);
  const email = `zahlen-${Date.now()}@example.test`;
  const password = 'Sicher123!';
  const registered = await page.request.post('/api/v1/register', {
    data: { name: 'Zoe Zahlt', email, phone: '+49 30 1234', password, password_confirmation: password },
  });
  expectTrue(registered.status() === 201, `register answered ${registered.status()}`);
  const token = (
    (await (await page.request.post('/api/v1/login', { data: { email, password } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const headers = { authorization: `Bearer ${token}` };
  let productId = 0;
  for (let id = 1; id <= 300 && !productId; id++) {
    const res = await page.request.get(`/api/v1/product/${id}`);
    if (!res.ok()) continue;
    const p = (await res.json()) as { data: { product_shop: { product: { stock: number } } } };
    if (p.data.product_shop.product.stock >= 2) productId = id;
  }
  expectTrue(productId, 'a demo product in stock');
  const placed = await page.request.post('/api/v1/order', {
    headers,
    data: { items: [{ product_id: productId, qty: 1 }], shipping_address: address, billing_address: address },
  });
  expectTrue(placed.status() === 201, `order answered ${placed.status()}`);
  const order = ((await placed.json()) as { order: { id: number; amount: number } }).order;
  const paid = await page.request.post('/api/v1/charge', { headers, data: { order_id: order.id, token: 'tok_visa' } });
  expectTrue(paid.ok(), `charge answered ${paid.status()}`);
  return order.amount;
}

const journey: Journey = {
  name: 'figures',
  async run(ctx) {
    for (const width of [1280, 390]) {
      const { page } = await ctx.newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/figures');
      await page.getByRole('heading', { level: 1, name: 'Kennzahlen' }).waitFor();
      await page.getByTestId('figure-revenue-value').waitFor();
      // The stream is open before the customer pays.
      await page
        .getByTestId('figures-live')
        .filter({ hasText: /^Live$/ })
        .waitFor();
      await page.getByText('Heute', { exact: true }).click();
      const today = new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      await page
        .getByTestId('figures-period')
        .filter({ hasText: `${today} – ${today}` })
        .waitFor();
      const revenue = page.getByTestId('figure-revenue-value');
      const orders = page.getByTestId('figure-orders-value');
      const revenueBefore = (await revenue.textContent()) ?? '';
      const ordersBefore = Number((await orders.textContent())?.replace(/\D/g, ''));

      const amount = await customerPays(ctx);
      const paidAt = Date.now();
      await page.waitForFunction(
        ([before, count]) =>
          document.querySelector('[data-testid="figure-revenue-value"]')?.textContent !== before &&
          Number(document.querySelector('[data-testid="figure-orders-value"]')?.textContent?.replace(/\D/g, '')) ===
            count,
        [revenueBefore, ordersBefore + 1] as const,
        { timeout: 10_000 },
      );
      const seconds = (Date.now() - paidAt) / 1000;
      expectTrue(seconds < 10, `the figures followed the payment after ${seconds} s`);
      expectTrue(amount > 0, 'the order had an amount');

      // Back to 30 days for the pictures; every section is there with its table.
      await page.getByText('30 Tage', { exact: true }).click();
      for (const id of [
        'figures-sales',
        'figures-funnel',
        'figures-products',
        'figures-categories',
        'figures-customers',
      ])
        await page.getByTestId(id).waitFor();
      await page.getByTestId('figures-stock').waitFor();
      // Per seller (issue 38): one row for each demo seller, its money in euros, and every seller's sum under them.
      const sellers = page.getByRole('table', { name: 'Verkäufer' });
      for (const name of ['Möbel Nord GmbH', 'Holzwerk Süd GmbH'])
        await sellers
          .locator('tbody tr')
          .filter({ hasText: name })
          .getByText(/^-?[\d.]+,\d{2}\s€$/)
          .first()
          .waitFor();
      expectTrue((await sellers.locator('tbody tr').count()) === 2, 'one row for each of the two demo sellers');
      await sellers.locator('tfoot').getByText('Alle Verkäufer').waitFor();
      await noSeriousAxe(page, `figures at ${width}`);
      await ctx.shot(page, 'figures');
      await page.getByTestId('figures-funnel-table-tab').click();
      await page.getByRole('table', { name: 'Bestellstrecke' }).waitFor();
      await page.getByTestId('figures-table-toggle').click();
      await page.getByRole('table', { name: 'Alle Kennzahlen als Tabelle' }).waitFor();
      await noSeriousAxe(page, `figures tables at ${width}`);
      await ctx.shot(page, 'figures-tables');
    }
  },
};

export default journey;
