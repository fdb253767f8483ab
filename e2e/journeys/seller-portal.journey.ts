import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from 'playwright-core';
import { expectTrue, label, type Journey, type JourneyContext, type RunningServer, startServer } from '../harness.ts';
import { waitForMail } from '../mail.ts';
import { pdfText } from '../pdf-text.ts';

/**
 * Issue 38's journeys: an admin invites a seller's user, who sets a password from the mailed link and lands in the
 * portal; a seller confirms an order and ships part of it with tracking, the customer sees that shipment, the seller
 * edits a product; the month's statement is issued and downloads as a PDF. Each at 1280 and 390 px.
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
  const link = /https?:\/\/\S+\/reset-password\/[^\s"<>]+/.exec(mail)?.[0]?.replace(/&amp;/g, '&') ?? '';
  expectTrue(link.includes('invite=1'), `the invitation links to the set-password page: ${link}`);
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

async function shipAndEdit(ctx: JourneyContext, width: number) {
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
  // A stock change saves through the staff catalogue's rules.
  const stock = page.getByLabel(label('Bestand'));
  await stock.fill(String(Number(await stock.inputValue()) + 1));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Das Produkt wurde gespeichert.').waitFor();
}

/** Confirms and ships the whole seller order of `orderNumber` through the API as the demo seller. */
async function shipAll(request: APIRequestContext, orderNumber: string) {
  const auth = bearer(await tokenOf(request, 'verkauf@moebel-nord.test', 'Verkauf123!'));
  const list = await request.get('/api/v1/seller/orders?status=open', { headers: auth });
  type Line = { order_item_id: number; qty: number };
  const orders = ((await list.json()) as { data: { id: number; order_number: string; lines: Line[] }[] }).data;
  const mine = orders.find((o) => o.order_number === orderNumber);
  expectTrue(mine, `the seller has the order ${orderNumber}`);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const confirmed = await request.post(`/api/v1/seller/orders/${mine.id}/confirm`, {
    headers: auth,
    data: { expected_ship_on: today },
  });
  expectTrue(confirmed.ok(), `confirm answered ${confirmed.status()}`);
  const shipped = await request.post(`/api/v1/seller/orders/${mine.id}/shipments`, {
    headers: auth,
    data: {
      carrier: 'Spedition',
      tracking_number: `SP-${Date.now() % 1_000_000}`,
      lines: mine.lines.map((l) => ({ order_item_id: l.order_item_id, qty: l.qty })),
    },
  });
  expectTrue(shipped.ok(), `shipment answered ${shipped.status()}`);
}

/** Saves the download the click starts and answers the text of the PDF it is. */
async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  expectTrue(file, 'the PDF was saved');
  const bytes = fs.readFileSync(file);
  expectTrue(bytes.subarray(0, 5).toString() === '%PDF-', `${download.suggestedFilename()} is a PDF`);
  return pdfText(bytes);
}

/**
 * The month's statement: a seller's order shipped this month; then (a server whose clock runs 35 days ahead, on the
 * same data) the month is over: the admin issues its statements (the dialog asks first) and downloads the PDF, the
 * seller downloads it from the portal. The payout file asks first too.
 */
async function monthStatement(ctx: JourneyContext, width: number) {
  const first = await startServer();
  let later: RunningServer | null = null;
  try {
    const shop = await ctx.newPage(width, first.baseUrl);
    const adminToken = await tokenOf(shop.page.request, 'admin@wohnwerk.test', 'Admin123!');
    const product = await northProduct(shop.page.request, adminToken);
    const order = await paidOrder(shop.page, product.id, product.shopId);
    await shipAll(shop.page.request, order.orderNumber);
    await shop.context.close();
    // The same data, a month later: the server stops without its folder being removed.
    first.process.kill('SIGTERM');
    await new Promise((r) => first.process.once('exit', r));
    later = await startServer({
      DATA_DIR: first.dataDir,
      NODE_OPTIONS: `--import ${path.join(import.meta.dirname, '../support/next-month-clock.js')}`,
    });
    const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 7);

    const { page } = await ctx.newPage(width, later.baseUrl);
    await signIn(page, await tokenOf(page.request, 'admin@wohnwerk.test', 'Admin123!'));
    await page.goto('/admin/statements');
    await page.getByRole('heading', { level: 1, name: 'Gutschriften' }).waitFor();
    await page.getByLabel('Monat').fill(month);
    await page.getByRole('button', { name: 'Gutschriften ausstellen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('kann nicht mehr geändert werden').waitFor();
    await dialog.getByRole('button', { name: 'Ausstellen' }).click();
    const row = page.locator('tbody tr').filter({ hasText: 'Möbel Nord GmbH' }).filter({ hasText: month });
    await row.first().waitFor();
    const number = /GS-\d{4}-\d{6}/.exec(await row.first().innerText())?.[0] ?? '';
    expectTrue(number, 'the new statement has its GS number');
    await noSeriousAxe(page, `admin statements at ${width}px`);
    await ctx.shot(page, 'admin-statements');
    const staffPdf = await downloadedPdf(page, () =>
      row
        .first()
        .getByRole('button', { name: `PDF der Gutschrift ${number} herunterladen` })
        .click(),
    );
    expectTrue(
      staffPdf.includes(number) && staffPdf.includes('Möbel Nord GmbH'),
      `the PDF names ${number} and the seller`,
    );
    // The payout file moves money once uploaded: it asks first, and cancelling downloads nothing.
    await page.getByRole('button', { name: 'Auszahlungsdatei (SEPA)' }).click();
    await dialog.getByText('wird das Geld an die Verkäufer überwiesen').waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    const seller = await ctx.newPage(width, later.baseUrl);
    await loginForm(seller.page, 'verkauf@moebel-nord.test', 'Verkauf123!');
    await seller.page.waitForURL((url) => url.pathname === '/seller');
    await seller.page.getByRole('link', { name: 'Gutschriften', exact: true }).first().click();
    await seller.page.getByRole('heading', { level: 1, name: 'Gutschriften' }).waitFor();
    const mine = seller.page.locator('tbody tr').filter({ hasText: number });
    await mine.waitFor();
    await noSeriousAxe(seller.page, `seller statements at ${width}px`);
    await ctx.shot(seller.page, 'seller-statements');
    const sellerPdf = await downloadedPdf(seller.page, () =>
      mine.getByRole('button', { name: `PDF der Gutschrift ${number} herunterladen` }).click(),
    );
    expectTrue(sellerPdf.includes(number), `the seller's PDF is ${number}`);
  } finally {
    if (first.process.exitCode === null) await first.stop();
    await later?.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

/**
 * The seller's import (the staff's flow on /seller/imports): from the product list to "Importieren", a file changing
 * the price of one of their products and naming one of the other seller's, the dry run's report (one row taken, the
 * other refused with its code), then applied.
 */
async function importPrices(ctx: JourneyContext, width: number) {
  const { page } = await ctx.newPage(width);
  const token = await tokenOf(page.request, 'verkauf@moebel-nord.test', 'Verkauf123!');
  const firstRow = async (sellerToken: string) => {
    const res = await page.request.get('/api/v1/seller/products/export?format=csv', { headers: bearer(sellerToken) });
    expectTrue(res.ok(), `the seller's export answered ${res.status()}`);
    const [header, row] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    const cells = row.split(';');
    return { code: cells[0], price: Number(cells[header.split(';').indexOf('Preis')].replace(',', '.')) };
  };
  const own = await firstRow(token);
  const foreign = await firstRow(await tokenOf(page.request, 'verkauf@holzwerk-sued.test', 'Verkauf123!'));
  const price = (own.price + 10).toFixed(2).replace('.', ',');
  const csv = ['Artikelnummer;Preis', `${own.code};${price}`, `${foreign.code};99,00`].join('\r\n');

  await signIn(page, token);
  await page.goto('/seller/products');
  await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
  await page.getByRole('link', { name: 'Importieren' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import und Export' }).waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'preise.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  await page.locator('[data-status="checked"]').waitFor({ timeout: 30_000 });
  await page.getByTestId('import-summary').filter({ hasText: '1 werden übernommen, 1 mit Fehler' }).waitFor();
  const refused = page.getByTestId('import-errors').locator('tbody tr');
  expectTrue((await refused.count()) === 1, 'one refused row');
  await refused.filter({ hasText: foreign.code }).filter({ hasText: 'nicht in Ihren Shops' }).waitFor();
  await noSeriousAxe(page, `seller import at ${width}px`);
  await ctx.shot(page, 'seller-import-checked');
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await page.locator('[data-status="applied"]').waitFor({ timeout: 30_000 });
  await page.getByTestId('import-summary').filter({ hasText: '1 übernommen, 1 mit Fehler' }).waitFor();
  const product = await page.request.get(`/api/v1/seller/products?q=${encodeURIComponent(own.code)}`, {
    headers: bearer(token),
  });
  const found = ((await product.json()) as { data: { code: string; price: number }[] }).data.find(
    (p) => p.code === own.code,
  );
  expectTrue(found && Math.abs(found.price - own.price - 10) < 0.001, `the new price was applied (${found?.price})`);
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
  { name: `seller ships with tracking at ${width}px`, run: (ctx: JourneyContext) => shipAndEdit(ctx, width) },
  { name: `seller month statement at ${width}px`, run: (ctx: JourneyContext) => monthStatement(ctx, width) },
]);
journeys.push({ name: 'seller portal refuses guests and customers', run: refused });
journeys.push({ name: 'seller imports a price change at 390px', run: (ctx: JourneyContext) => importPrices(ctx, 390) });
export default journeys;
