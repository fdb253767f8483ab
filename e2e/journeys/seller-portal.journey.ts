import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from 'playwright-core';
import { expectTrue, label, type Journey, type JourneyContext } from '../harness.ts';
import { waitForMail } from '../mail.ts';
import { pdfText } from '../pdf-text.ts';

/**
 * Issue 38's journeys: an admin invites a seller's user, who sets a password from the mailed link and lands in the
 * portal; a seller confirms an order and ships part of it with tracking, the customer sees that shipment; the
 * month's statement downloads as a PDF. Each at 1280 and 390 px.
 */

async function noSeriousAxe(page: Page, where: string) {
  // axe measures a settled page: no table loading (dimmed), no dialog fading; a notification fading out is left out.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  const result = await new AxeBuilder({ page }).exclude('.mantine-Notification-root').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/login', { data: { email, password } });
  expectTrue(res.ok(), `login of ${email} answered ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
}

/** Signs in through the login form and waits until it leaves /login. */
async function loginForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A product of Möbel Nord's shop in stock, found with the admin's token. */
async function northProduct(request: APIRequestContext, adminToken: string): Promise<{ id: number; shopId: number }> {
  const sellers = await request.get('/api/v1/admin/sellers', { headers: bearer(adminToken) });
  expectTrue(sellers.ok(), `sellers answered ${sellers.status()}`);
  const north = ((await sellers.json()) as { data: { company_name: string; shops: { id: number }[] }[] }).data.find(
    (s) => s.company_name === 'Möbel Nord GmbH',
  );
  expectTrue(north && north.shops.length > 0, 'the demo seller Möbel Nord has a shop');
  const shopId = north.shops[0].id;
  const res = await request.get(`/api/v1/admin/products?shop=${shopId}&active=true&sort=-stock`, {
    headers: bearer(adminToken),
  });
  expectTrue(res.ok(), `products answered ${res.status()}`);
  const product = ((await res.json()) as { data: { id: number; stock: number }[] }).data.find((p) => p.stock >= 2);
  expectTrue(product, `a product of shop ${shopId} with 2 in stock`);
  return { id: product.id, shopId };
}

/** A new customer who has placed and paid (test card) an order of 2 units of `productId`. */
async function paidOrder(page: Page, productId: number, shopId: number) {
  const email = `moebel-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Sicher123!';
  const registered = await page.request.post('/api/v1/register', {
    data: { name: 'Karla Kunde', email, phone: '+49 30 1234', password, password_confirmation: password },
  });
  expectTrue(registered.status() === 201, `register answered ${registered.status()}`);
  const token = await tokenOf(page.request, email, password);
  const address = JSON.stringify({
    name: 'Karla Kunde',
    address_1: 'Holstenstraße 12',
    address_2: 'Hinterhaus',
    city: 'Kiel',
    state: 'Schleswig-Holstein',
    country: 'Deutschland',
    zip: '24103',
  });
  const placed = await page.request.post('/api/v1/order', {
    headers: {
      ...bearer(token),
      'Idempotency-Key': `e2e-seller-order-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
    data: {
      items: [{ product_id: productId, qty: 2 }],
      shipping_address: address,
      billing_address: address,
      vendor_id: 1,
      warehouse_id: 1,
      shop_id: shopId,
    },
  });
  expectTrue(placed.status() === 201, `order answered ${placed.status()} ${(await placed.text()).slice(0, 300)}`);
  const order = ((await placed.json()) as { order: { id: number; order_number: string } }).order;
  const paid = await page.request.post('/api/v1/charge', {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-seller-charge-${order.order_number}` },
    data: { order_id: order.id, token: 'tok_visa' },
  });
  expectTrue(paid.status() === 200, `charge answered ${paid.status()}`);
  return { orderNumber: order.order_number, token };
}

async function invite(ctx: JourneyContext, width: number) {
  const admin = await ctx.newPage(width);
  const page = admin.page;
  await signIn(page, await tokenOf(page.request, 'admin@wohnwerk.test', 'Admin123!'));

  // The staff menu leads to the sellers; the list has both demo sellers.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Verkäufer' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Verkäufer' }).waitFor();
  await page.getByRole('link', { name: 'Holzwerk Süd GmbH' }).first().waitFor();
  await noSeriousAxe(page, `seller list at ${width}px`);
  await ctx.shot(page, 'admin-sellers');

  await page.getByRole('link', { name: 'Möbel Nord GmbH' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Möbel Nord GmbH' }).waitFor();
  // An admin sees the IBAN in full to edit it.
  const iban = await page.getByTestId('seller-iban').inputValue();
  expectTrue(/^DE\d{20}$/.test(iban), `the admin sees the full IBAN (${iban})`);

  const email = `lager-${width}-${Date.now()}@moebel-nord.test`;
  const people = page.getByRole('form', { name: 'Benutzer des Verkäufers' });
  await people.getByLabel(label('Name')).fill('Lena Lager');
  await people.getByLabel(label('E-Mail')).fill(email);
  await people.getByRole('button', { name: 'Einladen' }).click();
  await page.getByText('Die Einladung wurde versendet.').waitFor();
  await page.getByTestId('seller-users').getByText(email).waitFor();
  await noSeriousAxe(page, `seller page at ${width}px`);
  await ctx.shot(page, 'admin-seller');

  // The new user opens the mailed link: the page speaks of setting a password, not of resetting one.
  const mail = await waitForMail(ctx.dataDir, email);
  const link = /https?:\/\/\S+\/reset-password\/[^\s"<>]+/.exec(mail)?.[0]?.replace(/&amp;/g, '&');
  expectTrue(link?.includes('invite=1'), `the invitation links to the set-password page: ${link}`);
  const invited = await ctx.newPage(width);
  const seller = invited.page;
  await seller.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await seller.getByRole('heading', { level: 1, name: 'Passwort festlegen' }).waitFor();
  expectTrue((await seller.getByLabel(label('E-Mail')).inputValue()) === email, 'the e-mail is filled in');
  await seller.getByLabel(label('Neues Passwort')).fill('Verkaufen9!');
  await seller.getByLabel(label('Neues Passwort bestätigen')).fill('Verkaufen9!');
  await ctx.shot(seller, 'seller-set-password');
  await seller.getByRole('button', { name: 'Passwort festlegen' }).click();
  await seller.waitForURL((url) => url.pathname === '/login');

  // Signed in, a seller's user lands in the portal, not on the shop's account pages.
  await loginForm(seller, email, 'Verkaufen9!');
  await seller.waitForURL((url) => url.pathname === '/seller');
  await seller.getByRole('heading', { level: 1, name: 'Willkommen, Möbel Nord GmbH' }).waitFor();
  await seller.getByTestId('summary-to_confirm').waitFor();
  await noSeriousAxe(seller, `seller start at ${width}px`);
  await ctx.shot(seller, 'seller-start');

  // The portal switches to English and back.
  await seller.getByRole('button', { name: 'English' }).click();
  await seller.getByRole('heading', { level: 1, name: 'Welcome, Möbel Nord GmbH' }).waitFor();
  await seller.getByRole('button', { name: 'Deutsch' }).click();
  await seller.getByRole('heading', { level: 1, name: 'Willkommen, Möbel Nord GmbH' }).waitFor();
}

async function shipAndStatement(ctx: JourneyContext, width: number) {
  const customer = await ctx.newPage(width);
  const adminToken = await tokenOf(customer.page.request, 'admin@wohnwerk.test', 'Admin123!');
  const product = await northProduct(customer.page.request, adminToken);
  const order = await paidOrder(customer.page, product.id, product.shopId);
  const tracking = `00340434${width}${Date.now() % 100000}`;

  const { page } = await ctx.newPage(width);
  await loginForm(page, 'verkauf@moebel-nord.test', 'Verkauf123!');
  await page.waitForURL((url) => url.pathname === '/seller');

  // The new seller order waits for confirmation.
  await page.getByRole('link', { name: 'Bestellungen', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: `${order.orderNumber}-S` });
  await row.getByText('Zu bestätigen').first().waitFor();
  await noSeriousAxe(page, `seller orders at ${width}px`);
  await ctx.shot(page, 'seller-orders');
  await row.getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^Bestellung ${order.orderNumber}-S\\d+$`) }).waitFor();
  await ctx.shot(page, 'seller-order-open');

  // Confirm with the expected ship date: the dialog asks first.
  await page.getByTestId('seller-confirm').getByRole('button', { name: 'Bestätigen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByTestId('expected-ship-on').waitFor();
  await page.getByTestId('seller-ship').waitFor();

  // Ship one of the two units with DHL: a partial shipment.
  const ship = page.getByTestId('seller-ship');
  await ship.getByLabel(label('Versanddienstleister')).selectOption('DHL');
  await ship.getByLabel(label('Sendungsnummer')).fill(tracking);
  await ship.getByRole('textbox', { name: /^Stück von .+ in dieser Sendung$/ }).fill('1');
  await ship.getByRole('button', { name: 'Sendung erfassen' }).click();
  await dialog.getByText('als Teillieferung').waitFor();
  await dialog.getByRole('button', { name: 'Sendung erfassen' }).click();
  await page.getByTestId('seller-shipments').getByRole('link', { name: tracking }).waitFor();
  await page.getByText('Teilweise versandt').first().waitFor();
  await noSeriousAxe(page, `seller order at ${width}px`);
  await ctx.shot(page, 'seller-order-shipped');

  // The customer sees the shipment with its tracking link on their order.
  await signIn(customer.page, order.token);
  await customer.page.goto(`/order/${order.orderNumber}`);
  await customer.page.getByRole('link', { name: tracking }).waitFor();
  await customer.page
    .getByText(/teilweise versandt/i)
    .first()
    .waitFor();
  await ctx.shot(customer.page, 'customer-order-shipment');

  // Products and statements: the portal's other places.
  await page.getByRole('link', { name: 'Produkte', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await ctx.shot(page, 'seller-products');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await page.getByRole('form', { name: 'Produkt' }).waitFor();
  await ctx.shot(page, 'seller-product');

  await page.getByRole('link', { name: 'Gutschriften', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Gutschriften' }).waitFor();
  const statement = page
    .locator('tbody tr')
    .filter({ hasText: /GS-\d{4}-\d{6}/ })
    .first();
  await statement.waitFor();
  const number = /GS-\d{4}-\d{6}/.exec(await statement.innerText())?.[0] ?? '';
  await noSeriousAxe(page, `seller statements at ${width}px`);
  await ctx.shot(page, 'seller-statements');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: `PDF der Gutschrift ${number} herunterladen` }).click(),
  ]);
  const file = await download.path();
  expectTrue(file, 'the PDF was saved');
  const bytes = (await import('node:fs')).readFileSync(file);
  expectTrue(bytes.subarray(0, 5).toString() === '%PDF-', 'the statement is a PDF');
  const text = pdfText(bytes);
  expectTrue(text.includes(number) && text.includes('Möbel Nord GmbH'), `the PDF names ${number} and the seller`);
}

async function adminStatements(ctx: JourneyContext, width: number) {
  const { page } = await ctx.newPage(width);
  await signIn(page, await tokenOf(page.request, 'admin@wohnwerk.test', 'Admin123!'));
  await page.goto('/admin/statements');
  await page.getByRole('heading', { level: 1, name: 'Gutschriften' }).waitFor();
  await page
    .locator('tbody tr')
    .filter({ hasText: /GS-\d{4}-\d{6}/ })
    .first()
    .waitFor();
  await noSeriousAxe(page, `admin statements at ${width}px`);
  await ctx.shot(page, 'admin-statements');
  // The payout file asks first: it moves money once uploaded to the bank.
  await page.getByRole('button', { name: 'Auszahlungsdatei (SEPA)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
}

/** Guests go to the login; a customer gets "no access" in the portal. */
async function refused(ctx: JourneyContext) {
  const { page } = await ctx.newPage(1280);
  await page.goto('/seller/orders');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/seller/orders');
  await signIn(page, await tokenOf(page.request, 'kunde@wohnwerk.test', 'Kunde123!'));
  await page.goto('/seller');
  await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
}

const journeys: Journey[] = [1280, 390].flatMap((width) => [
  { name: `seller invitation at ${width}px`, run: (ctx: JourneyContext) => invite(ctx, width) },
  { name: `seller ships and statement at ${width}px`, run: (ctx: JourneyContext) => shipAndStatement(ctx, width) },
  { name: `seller statements for admins at ${width}px`, run: (ctx: JourneyContext) => adminStatements(ctx, width) },
]);
journeys.push({ name: 'seller portal refuses guests and customers', run: refused });
export default journeys;
