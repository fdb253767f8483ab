import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { startStripeStandIn, type StripeStandIn } from '../../apps/server/src/test/stripe-stand-in.ts';
import { expectTrue, label, startServer, type Journey, type JourneyContext, type RunningServer } from '../harness.ts';

/**
 * Cards through Stripe (decision 054), in the browser: a server of its own with Stripe's keys
 * pointed at the local Stripe stand-in; the page loads a stand-in Stripe.js (e2e/support/) in place
 * of js.stripe.com, and its calls to api.stripe.com and hooks.stripe.com reach the stand-in. The
 * shop's CSP applies as in production: a blocked Stripe host would fail the journey (console error).
 */
const support = path.join(import.meta.dirname, '../support');
const stripeJs = fs.readFileSync(path.join(support, 'stripe-js-stand-in.js'), 'utf8');
const bankPage = fs.readFileSync(path.join(support, 'stripe-3ds-stand-in.html'), 'utf8');

async function routeStripe(context: BrowserContext, standIn: StripeStandIn) {
  // @stripe/stripe-js loads https://js.stripe.com/<release>/stripe.js (older versions /v3).
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: stripeJs }),
  );
  await context.route('https://hooks.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: bankPage }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const res = await fetch(`${standIn.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({
      status: res.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await res.text(),
    });
  });
}

async function inStockProduct(baseUrl: string): Promise<{ id: number; name: string }> {
  for (let id = 1; id <= 300; id++) {
    const res = await fetch(`${baseUrl}/api/v1/product/${id}`);
    if (!res.ok) continue;
    const p = (
      (await res.json()) as { data: { id: number; product_shop: { name: string; product: { stock: number } } } }
    ).data;
    if (p.product_shop.product.stock >= 3) return { id: p.id, name: p.product_shop.name };
  }
  throw new Error('no demo product in stock');
}

async function signUpAndFillCart(page: Page, product: { id: number; name: string }, name: string) {
  const email = `karte-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Sicher123!';
  const res = await page.request.post('/api/v1/register', {
    data: { name, email, phone: '+49 30 1234', password, password_confirmation: password },
  });
  expectTrue(res.status() === 201, `register answered ${res.status()}`);
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await page.getByText('Artikel in den Warenkorb gelegt', { exact: true }).first().waitFor();
  return email;
}

/** Address and shipping steps, to the payment step with Stripe's card field mounted. */
async function toPaymentStep(page: Page) {
  await page.goto('/checkout');
  await page.getByLabel(label('Vorname')).fill('Sven');
  await page.getByLabel(label('Nachname')).fill('Stripe');
  await page.getByLabel(label('Straße und Hausnummer')).fill('Bahnhofstr. 1');
  await page.getByLabel(label('Adresszusatz')).fill('EG');
  await page.getByLabel(label('PLZ')).fill('01067');
  await page.getByLabel(label('Stadt')).fill('Dresden');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Kostenloser Versand – Lieferzeit', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const field = page.getByTestId('stripe-card-field');
  await field.getByLabel('Kartennummer').waitFor();
  expectTrue(
    (await page.getByText('Testzahlung', { exact: false }).count()) === 0,
    'no "Testzahlung" notice with Stripe',
  );
  return field;
}

async function typeCard(page: Page, number: string) {
  const field = page.getByTestId('stripe-card-field');
  await field.getByLabel('Kartennummer').fill(number);
  await field.getByLabel('MM / JJ').fill('12 / 30');
  await field.getByLabel('CVC').fill('123');
}

async function noSeriousAxe(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).exclude('[data-stripe-stand-in]').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

async function mailsFor(server: RunningServer, email: string, expected: number) {
  const dir = path.join(server.dataDir, 'mail');
  const deadline = Date.now() + 10_000;
  let found = 0;
  while (Date.now() < deadline) {
    found = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(email)).length
      : 0;
    if (found >= expected) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  // A moment more: a second mail for the same order would show up now.
  await new Promise((r) => setTimeout(r, 1000));
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(email)).length
    : found;
}

/** Desktop: an invalid number, a declined card, then a card with the bank's 3-D Secure step. */
async function payWithAuthentication(
  ctx: JourneyContext,
  server: RunningServer,
  standIn: StripeStandIn,
  product: { id: number; name: string },
) {
  const { page, context } = await ctx.newPage(1280, server.baseUrl);
  await routeStripe(context, standIn);
  const email = await signUpAndFillCart(page, product, 'Stefanie Stripe');
  await toPaymentStep(page);

  // Stripe.js's own message for a wrong number, in the payment area.
  await typeCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Ihre Kartennummer ist ungültig.').first().waitFor();
  await noSeriousAxe(page, 'Stripe payment step');
  await ctx.shot(page, 'checkout-stripe-3-payment');

  // A declined card: back on the payment step with the bank's reason; the order is kept.
  await typeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Kreditkarte, endet auf 0002').waitFor();
  expectTrue(
    (await page.getByText('Testzahlung', { exact: false }).count()) === 0,
    'no "Testzahlung" notice on the review with Stripe',
  );
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const declined = page.getByTestId('payment-error');
  await declined.waitFor();
  expectTrue(
    (await declined.textContent())?.includes('Ihre Karte wurde abgelehnt.'),
    `the decline's reason in the payment area: ${await declined.textContent()}`,
  );
  await page.getByTestId('stripe-card-field').getByLabel('Kartennummer').waitFor();
  await ctx.shot(page, 'checkout-stripe-declined');

  // The 3-D Secure card: the bank's step opens, the customer confirms, the order is paid.
  await typeCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Kreditkarte, endet auf 3184').waitFor();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const bank = page.frameLocator('iframe[name="stripe-challenge-frame"]');
  await bank.getByRole('button', { name: 'Authentifizierung abschließen' }).waitFor();
  await ctx.shot(page, 'checkout-stripe-3ds');
  await bank.getByRole('button', { name: 'Authentifizierung abschließen' }).click();
  await page.waitForURL((u) => u.pathname === '/thankyou');
  const thanks = (await page.getByTestId('thankyou-order').textContent()) ?? '';
  const orderNumber = /WW-\d{4}-\d{6}/.exec(thanks)?.[0] ?? '';
  expectTrue(orderNumber, `thank-you names the order: ${thanks}`);
  await ctx.shot(page, 'checkout-stripe-thankyou');

  // Paid once: one succeeded PaymentIntent for the order, the order paid, one confirmation mail.
  const intents = [...standIn.intents.values()].filter((i) => i.metadata.order_number === orderNumber);
  expectTrue(
    intents.length === 1 && intents[0].status === 'succeeded',
    `one succeeded PaymentIntent: ${JSON.stringify(intents.map((i) => i.status))}`,
  );
  expectTrue(
    standIn.requests.some((r) => r.path === `/v1/payment_intents/${intents[0].id}/authenticate`),
    'the bank step went through Stripe',
  );
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const order = await page.request.get(`/api/v1/order/${orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expectTrue(((await order.json()) as { data: { status: string } }).data.status === 'paid', 'the order is paid');
  const mails = await mailsFor(server, email, 1);
  expectTrue(mails === 1, `one confirmation mail, saw ${mails}`);
}

/** Phone: the Stripe field at 390 px, a card without a bank step pays at once. */
async function phonePays(
  ctx: JourneyContext,
  server: RunningServer,
  standIn: StripeStandIn,
  product: { id: number; name: string },
) {
  const { page, context } = await ctx.newPage(390, server.baseUrl);
  await routeStripe(context, standIn);
  await signUpAndFillCart(page, product, 'Paula Phone');
  await toPaymentStep(page);
  await typeCard(page, '4242 4242 4242 4242');
  await ctx.shot(page, 'checkout-stripe-3-payment');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Kreditkarte, endet auf 4242').waitFor();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL((u) => u.pathname === '/thankyou');
  await page.getByTestId('thankyou-order').waitFor();
}

const journey: Journey = {
  name: 'checkout with Stripe: card field, invalid number, decline, 3-D Secure step, thank-you; paid once',
  async run(ctx) {
    const standIn = await startStripeStandIn();
    let server: RunningServer | null = null;
    try {
      server = await startServer({
        STRIPE_SECRET_KEY: standIn.secretKey,
        STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
        STRIPE_API_BASE: standIn.url,
      });
      const product = await inStockProduct(server.baseUrl);
      await payWithAuthentication(ctx, server, standIn, product);
      await phonePays(ctx, server, standIn, product);
    } finally {
      await server?.stop();
      await standIn.close();
    }
  },
};

export default journey;
