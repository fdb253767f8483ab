import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, label, type Journey, type JourneyContext } from '../harness.ts';

/**
 * A business customer (issue 33, decision 158): the address step takes a company and a USt-IdNr.,
 * refuses a malformed one with the field's German message, and the company's invoice is there as
 * an e-invoice (XRechnung XML) beside the PDF, for the customer and for staff.
 */

async function noSeriousAxe(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

/** A product in stock (its id), from the demo catalogue. */
async function productInStock(ctx: JourneyContext): Promise<number> {
  for (let id = 1; id <= 300; id++) {
    const res = await fetch(`${ctx.baseUrl}/api/v1/product/${id}`);
    if (!res.ok) continue;
    const p = ((await res.json()) as { data: { product_shop: { product: { stock: number } } } }).data;
    if (p.product_shop.product.stock >= 3) return id;
  }
  throw new Error('no demo product in stock');
}

/** A new customer, signed in, with one product in the cart, on the checkout's address step. */
async function toAddressStep(ctx: JourneyContext, width: number) {
  const productId = await productInStock(ctx);
  const { page } = await ctx.newPage(width);
  const email = `firma-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Sicher123!';
  const registered = await page.request.post('/api/v1/register', {
    data: { name: 'Britta Betrieb', email, phone: '+49 30 1234', password, password_confirmation: password },
  });
  expectTrue(registered.status() === 201, `register answered ${registered.status()}`);
  const login = await page.request.post('/api/v1/login', { data: { email, password } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await page.getByText('Artikel in den Warenkorb gelegt', { exact: true }).first().waitFor();
  await page.goto('/checkout');
  await page.getByLabel(label('Straße und Hausnummer')).waitFor();
  return { page };
}

async function fillBusinessAddress(page: Page, vatId: string) {
  await page.getByLabel(label('Vorname')).fill('Britta');
  await page.getByLabel(label('Nachname')).fill('Betrieb');
  await page.getByLabel(label('Straße und Hausnummer')).fill('Gewerbering 4');
  await page.getByLabel(label('Adresszusatz')).fill('Halle 2');
  await page.getByLabel(label('PLZ')).fill('04109');
  await page.getByLabel(label('Stadt')).fill('Leipzig');
  await page.getByLabel('Firma (optional)').fill('Muster Möbel GmbH');
  await page.getByLabel('USt-IdNr. (optional)').fill(vatId);
}

/** The address step with the company fields: a malformed USt-IdNr. is refused in German, a good one goes on. */
async function addressStep(page: Page, ctx: JourneyContext, width: number) {
  await page.getByText('Mit Firma erhalten Sie Ihre Rechnung zusätzlich als E-Rechnung (XRechnung).').waitFor();
  await fillBusinessAddress(page, 'DE 1234 5678');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const vatField = page.getByLabel('USt-IdNr. (optional)');
  await page.getByText('Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.').waitFor();
  expectTrue((await vatField.getAttribute('aria-invalid')) === 'true', 'the malformed USt-IdNr. is marked invalid');
  await noSeriousAxe(page, `business address step at ${width}px`);
  await ctx.shot(page, 'business-checkout-address-error');
  await vatField.fill('de 123 456 789');
  await page
    .getByText('Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.')
    .waitFor({ state: 'detached' });
  await ctx.shot(page, 'business-checkout-address');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Kostenloser Versand – Lieferzeit', { exact: false }).first().waitFor();
}

/** The account's address form takes company and USt-IdNr. too; the edit form shows them again. */
async function accountAddress(page: Page, ctx: JourneyContext, width: number) {
  await page.goto('/address/create');
  await page.getByLabel(label('Typ')).first().click();
  await page.getByRole('option', { name: 'Rechnungsadresse', exact: true }).click();
  await page.getByLabel(label('Straße und Hausnummer')).fill('Gewerbering 4');
  await page.getByLabel(label('Adresszusatz')).fill('Halle 2');
  await page.getByLabel(label('Stadt')).fill('Leipzig');
  await page.getByLabel(label('PLZ')).fill('04109');
  await page.getByLabel('Firma (optional)').fill('Muster Möbel GmbH');
  const vatField = page.getByLabel('USt-IdNr. (optional)');
  await vatField.fill('ATU1234567');
  await vatField.blur();
  await page.getByText('Die USt-IdNr. hat nicht das Format für Österreich: ATU und 8 Ziffern.').waitFor();
  expectTrue(await page.getByRole('button', { name: 'Speichern' }).isDisabled(), 'no saving a malformed USt-IdNr.');
  await noSeriousAxe(page, `account address form at ${width}px`);
  await ctx.shot(page, 'business-account-address-error');
  await vatField.fill('ATU12345678');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Adresse wurde erstellt', { exact: true }).first().waitFor();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const saved = (await (
    await page.request.get('/api/v1/address', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: number; company: string | null; vat_id: string | null }[] };
  const billing = saved.data.find((a) => a.vat_id === 'ATU12345678');
  expectTrue(billing?.company === 'Muster Möbel GmbH', `saved: ${JSON.stringify(saved.data)}`);
  await page.goto(`/address/${billing.id}`);
  await page.waitForFunction(
    () => (document.querySelector('input[name="vat_id"]') as HTMLInputElement | null)?.value === 'ATU12345678',
  );
  expectTrue(
    (await page.getByLabel('Firma (optional)').inputValue()) === 'Muster Möbel GmbH',
    'the edit form shows the company',
  );
  await ctx.shot(page, 'business-account-address-edit');
}

const journeys: Journey[] = [
  {
    name: 'business checkout: company and USt-IdNr. in the address step, the e-invoice beside the invoice PDF for customer and staff',
    async run(ctx) {
      const { page } = await toAddressStep(ctx, 1280);
      await accountAddress(page, ctx, 1280);
      await page.goto('/checkout');
      await page.getByLabel(label('Straße und Hausnummer')).waitFor();
      await addressStep(page, ctx, 1280);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel(label('Kartennummer')).fill('4242 4242 4242 4242');
      await page.getByLabel(label('Gültig bis (MM/JJ)')).fill('12/30');
      await page.getByLabel(label('Prüfnummer (CVC)')).fill('123');
      await page.getByRole('button', { name: 'Weiter' }).click();
      // The review names the company first and its USt-IdNr., normalised.
      await page.getByText('Muster Möbel GmbH, Britta Betrieb, Gewerbering 4', { exact: false }).first().waitFor();
      await page.getByText('USt-IdNr. DE123456789', { exact: false }).waitFor();
      await ctx.shot(page, 'business-checkout-confirm');
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await page.waitForURL((u) => u.pathname === '/thankyou');
      const orderNumber = /WW-\d{4}-\d{6}/.exec((await page.getByTestId('thankyou-order').textContent()) ?? '')?.[0];
      expectTrue(orderNumber, 'the thank-you page names the order');

      // The customer's order: the billing address with company and USt-IdNr.; the e-invoice beside the PDF.
      await page.goto(`/order/${orderNumber}`);
      const documents = page.getByTestId('order-documents');
      await documents.getByRole('link', { name: /^Rechnung RE-/ }).waitFor();
      await page.locator('#main-content address').getByText('USt-IdNr. DE123456789').first().waitFor();
      // The company heads both addresses; the USt-IdNr. belongs to the billing address only.
      const addresses = await page.locator('#main-content address').allInnerTexts();
      expectTrue(
        addresses.length === 2 &&
          addresses.every((a) => a.startsWith('Muster Möbel GmbH')) &&
          addresses.filter((a) => a.includes('USt-IdNr. DE123456789')).length === 1,
        `company on both addresses, USt-IdNr. on the billing one: ${addresses.join(' | ')}`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        documents.getByRole('button', { name: /^E-Rechnung zu RE-\d{4}-\d{6} als XML herunterladen$/ }).click(),
      ]);
      const invoiceNumber = /RE-\d{4}-\d{6}/.exec(download.suggestedFilename())?.[0];
      expectTrue(
        invoiceNumber && download.suggestedFilename() === `${invoiceNumber}.xml`,
        `downloaded ${download.suggestedFilename()}`,
      );
      const xml = fs.readFileSync((await download.path())!, 'utf8');
      expectTrue(
        xml.includes('urn:xeinkauf.de:kosit:xrechnung_3.0') &&
          xml.includes(`<ram:ID>${invoiceNumber}</ram:ID>`) &&
          xml.includes('<ram:ID schemeID="VA">DE123456789</ram:ID>') &&
          xml.includes('<ram:Name>Muster Möbel GmbH</ram:Name>'),
        `the e-invoice names the invoice, company and USt-IdNr.: ${xml.slice(0, 400)}`,
      );
      await noSeriousAxe(page, 'business order page');
      await ctx.shot(page, 'business-order-documents');

      // Staff see the same e-invoice beside the PDF on the order's page.
      const staff = await ctx.newPage(1280);
      const staffLogin = await staff.page.request.post('/api/v1/login', {
        data: { email: 'staff@wohnwerk.test', password: 'Staff123!' },
      });
      const staffToken = ((await staffLogin.json()) as { access_token: string }).access_token;
      await staff.page.goto('/');
      await staff.page.evaluate((t) => localStorage.setItem('access_token', t), staffToken);
      await staff.page.goto(`/admin/orders/${orderNumber}`);
      const staffDocs = staff.page.getByTestId('order-documents');
      const [staffDownload] = await Promise.all([
        staff.page.waitForEvent('download'),
        staffDocs.getByRole('button', { name: `E-Rechnung zu ${invoiceNumber} als XML herunterladen` }).click(),
      ]);
      expectTrue(
        fs.readFileSync((await staffDownload.path())!, 'utf8') === xml,
        'staff download the same e-invoice, as stored',
      );
      await staff.page.getByText('USt-IdNr. DE123456789').first().waitFor();
      await ctx.shot(staff.page, 'business-admin-order');
    },
  },
  {
    name: 'business checkout: the address step and the account address with company fields on a phone',
    async run(ctx) {
      const { page } = await toAddressStep(ctx, 390);
      await addressStep(page, ctx, 390);
      await accountAddress(page, ctx, 390);
    },
  },
];
export default journeys;
