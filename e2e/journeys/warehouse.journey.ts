import type { Page } from 'playwright-core';
import { expectTrue, label, login, type Journey } from '../harness.ts';
import { pdfText } from '../pdf-text.ts';

/** The example export (apps/server/warehouse-import/example.json): AW 2026/9001, one barcode. */
const AW = 'AW 2026/9001';
const SOFA = '4012345000017'; // expected 2
const TABLE = '4012345000024'; // expected 1

/** The admin's bearer token through the API, for preparing data the journey does not show. */
async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function importExample(baseUrl: string) {
  const token = await apiToken(baseUrl, 'admin@wohnwerk.test', 'Admin123!');
  const res = await fetch(`${baseUrl}/api/v1/refresh-aw`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expectTrue(res.status === 200, `refresh-aw answered ${res.status}`);
}

/** A keyboard-wedge scanner: types the code into whatever has focus and presses Enter. */
async function wedge(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

const status = (page: Page) => page.getByTestId('scan-status');
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function expectFocusOn(page: Page, fieldLabel: string) {
  await page.waitForFunction((l) => {
    const el = document.activeElement as HTMLInputElement | null;
    return !!el && el.tagName === 'INPUT' && !!el.labels?.[0]?.textContent?.startsWith(l);
  }, fieldLabel);
}

async function chooseAw(page: Page) {
  await page.goto('/scan-aw');
  await page.getByRole('combobox', { name: 'Choose AW:' }).click();
  await page.getByRole('option', { name: AW, exact: true }).click();
  await page.getByRole('link', { name: /410001/ }).waitFor();
}

/** A demo product in stock that costs more than the gift code is worth. */
async function stockedProduct(baseUrl: string): Promise<number> {
  for (let id = 1; id <= 300; id++) {
    const res = await fetch(`${baseUrl}/api/v1/product/${id}`);
    if (!res.ok) continue;
    const p = ((await res.json()) as { data: { price: number; product_shop: { product: { stock: number } } } }).data;
    if (p.product_shop.product.stock >= 2 && p.price > 100) return id;
  }
  throw new Error('no demo product in stock');
}

const journeys: Journey[] = [
  {
    name: 'warehouse: a worker chooses an AW, scans a document to completion, overflows, meets the wrong-mode error and exports the report (390 px)',
    async run({ newPage, shot, baseUrl }) {
      await importExample(baseUrl);
      const { page, context } = await newPage(390);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await chooseAw(page);
      expectTrue(
        (await page.evaluate(() => localStorage.getItem('aw'))) === AW,
        'the chosen AW is kept in storage "aw"',
      );
      expectTrue(
        JSON.parse((await page.evaluate(() => localStorage.getItem('wm-items'))) ?? '[]').length === 2,
        'both documents are kept in "wm-items"',
      );
      await shot(page, 'warehouse-scan-aw');

      await page.getByRole('link', { name: /410001/ }).click();
      await page.waitForURL((u) => u.pathname === '/wm/5100001/false');
      await page.getByRole('dialog', { name: '2 BARCODES OR 1 BARCODE?' }).waitFor();
      await shot(page, 'warehouse-mode-question');
      await page.getByRole('button', { name: '1 BARCODE', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expectFocusOn(page, 'EAN');

      const started = Date.now();
      await wedge(page, SOFA);
      await status(page).getByText('Ecksofa Lund, anthrazit 1/2').waitFor();
      const firstAnswerMs = Date.now() - started;
      expectTrue(firstAnswerMs < 1000, `a scan is answered on screen in under a second (took ${firstAnswerMs} ms)`);
      await expectFocusOn(page, 'EAN');
      await wedge(page, ` ${SOFA} `); // scanners sometimes send spaces: trimmed
      await status(page).getByText('Ecksofa Lund, anthrazit 2/2').waitFor();
      await wedge(page, TABLE);
      await status(page).getByText('Couchtisch Eiche 110 cm 1/1').waitFor();
      for (const name of ['Ecksofa Lund', 'Couchtisch Eiche'])
        await row(page, name).locator('[data-closed="1"]').waitFor();
      await shot(page, 'warehouse-wm-complete');

      await wedge(page, SOFA);
      await status(page).getByText('Overflow', { exact: true }).waitFor();
      await row(page, 'Ecksofa Lund').locator('[data-closed="2"]').waitFor();
      await row(page, 'Ecksofa Lund').getByText('3/2').waitFor();
      await wedge(page, '0000000000000');
      await status(page).getByText('EAN 0000000000000 is not on WM 410001').waitFor();
      const sounds = await page.evaluate(() => (window as unknown as { __scanSounds: string[] }).__scanSounds);
      expectTrue(
        JSON.stringify(sounds) === JSON.stringify(['success', 'success', 'success', 'error', 'error']),
        `distinct sounds for success and error, got ${JSON.stringify(sounds)}`,
      );
      await shot(page, 'warehouse-wm-overflow');

      // The wrong mode: this work order is one-barcode, the worker says 2.
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL((u) => u.pathname === '/scan-aw');
      await page.getByRole('link', { name: /410002/ }).click();
      await page.getByRole('button', { name: '2 BARCODES', exact: true }).click();
      const error = page.getByRole('dialog', { name: 'ERORR' });
      await error.getByText('Zgjedhja 2 Barcodes nuk eshte e sakte per kete AW.').waitFor();
      await shot(page, 'warehouse-wrong-mode');
      await error.getByRole('button', { name: 'Return to Scan page' }).click();
      await page.waitForURL((u) => u.pathname === '/scan-aw');

      // Export: the tab opens on a signed link to the PDF of the work order.
      const reportUrl = new Promise<string>((resolve) =>
        context.on('request', (r) => (r.url().includes('/aw-report/') ? resolve(r.url()) : undefined)),
      );
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'EXPORT REPORT', exact: true }).click();
      await popup;
      const pdf = await context.request.get(await reportUrl);
      expectTrue(
        pdf.status() === 200 && pdf.headers()['content-type'] === 'application/pdf',
        `the report link answers a PDF (${pdf.status()})`,
      );
      const text = pdfText(await pdf.body());
      for (const s of [`AW report ${AW}`, 'Ecksofa Lund, anthrazit', '410001/HC/20/WM', 'WARNING', 'Stehleuchte Arc'])
        expectTrue(text.includes(s), `the PDF report shows "${s}"`);
      const anonymous = await fetch(`${baseUrl}${new URL(await reportUrl).pathname}`);
      expectTrue(anonymous.status === 401, `the report is not readable without a signed-in user (${anonymous.status})`);

      // The admin's view on a desktop: search, refresh aw and a delete per line.
      const desk = await newPage(1280);
      await login(desk.page, 'admin@wohnwerk.test', 'Admin123!');
      await chooseAw(desk.page);
      await desk.page.getByRole('button', { name: 'refresh aw' }).waitFor();
      await shot(desk.page, 'warehouse-scan-aw');
      await desk.page.getByRole('link', { name: /410001/ }).click();
      await desk.page.getByRole('button', { name: '1 BARCODE', exact: true }).click();
      await desk.page.getByRole('dialog').waitFor({ state: 'detached' });
      await desk.page.getByRole('button', { name: 'Delete: Ecksofa Lund, anthrazit' }).waitFor();
      await shot(desk.page, 'warehouse-wm-admin');
      await desk.page.getByRole('link', { name: 'Back' }).click();
      await desk.page.getByRole('button', { name: 'Scan Wm' }).click();
      await desk.page.waitForURL((u) => u.pathname === '/scan-wm');
      await desk.page.getByRole('textbox', { name: 'WM' }).waitFor();
      await wedge(desk.page, '410002/HC/20/WM');
      await status(desk.page).getByText('WM 410002/HC/20/WM SCANNED WITH 1 OPEN LINES').waitFor();
      await row(desk.page, '410002/HC/20/WM').locator('[data-closed="2"]').waitFor();
      await shot(desk.page, 'warehouse-scan-wm');
    },
  },
  {
    name: 'warehouse: scans made while the connection is gone wait in the browser, survive a reload and are counted exactly once (390 px)',
    async run({ newPage, shot, baseUrl }) {
      await importExample(baseUrl);
      const { page } = await newPage(390);
      await login(page, 'elira@wohnwerk.test', 'Staff123!');
      await chooseAw(page);
      await page.getByRole('link', { name: /410002/ }).click();
      await page.getByRole('button', { name: '1 BARCODE', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const lamp = '4012345000031'; // expected 3
      const before = Number((await row(page, 'Stehleuchte Arc').getByTestId('scanned').textContent())!.split('/')[0]);

      // First the answer is lost on the way back: the server counted, the browser does not know.
      await page.route('**/api/v1/scan-wm', async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      });
      await wedge(page, lamp);
      await page.getByTestId('waiting-scans').getByText('1 skanim pret lidhjen').waitFor();
      // Then the Wi-Fi is gone altogether.
      await page.unroute('**/api/v1/scan-wm');
      await page.route('**/api/v1/scan-wm', (route) => route.abort('internetdisconnected'));
      await wedge(page, lamp);
      await page.getByTestId('waiting-scans').getByText('2 skanime presin lidhjen').waitFor();
      await shot(page, 'warehouse-offline-waiting');

      await page.reload();
      await page.getByRole('button', { name: '1 BARCODE', exact: true }).click();
      await page.getByTestId('waiting-scans').getByText('2 skanime presin lidhjen').waitFor();

      // The connection returns: both are sent with their keys; the first one was already counted.
      await page.unroute('**/api/v1/scan-wm');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByTestId('waiting-scans').waitFor({ state: 'detached', timeout: 10_000 });
      await page.reload();
      await page.getByRole('button', { name: '1 BARCODE', exact: true }).click();
      await row(page, 'Stehleuchte Arc')
        .getByText(`${before + 2}/3`)
        .waitFor();
      await shot(page, 'warehouse-offline-sent');
    },
  },
  {
    name: 'warehouse gift codes: an admin creates 5 codes and copies one, a customer redeems it at checkout; staff are sent to "Nicht Gefunden!" (390 px)',
    async run({ newPage, shot, baseUrl }) {
      const { page, context } = await newPage(390);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(page, 'admin@wohnwerk.test', 'Admin123!');
      await page.goto('/gift_code');
      await page.getByRole('heading', { name: 'Code Generator' }).waitFor();
      await page.getByLabel(label('Quantity')).fill('5');
      await page.getByLabel(label('Value')).fill('25');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.locator('.mantine-Notification-description', { hasText: '5 kode u krijuan (25,00 €).' }).waitFor();
      const copyButtons = page.getByRole('button', { name: /^COPY: / });
      await page.waitForFunction(() => document.querySelectorAll('button[aria-label^="COPY: "]').length >= 5);
      const code = ((await copyButtons.first().getAttribute('aria-label')) ?? '').replace('COPY: ', '');
      expectTrue(/^[A-Z2-9]{12}$/.test(code), `a 12-character code (${code})`);
      // Newest first, NUMRI counting from 1; the value column carries the € sign.
      expectTrue(
        (await page.locator('tbody tr').first().locator('td').nth(1).innerText()).trim() === '1',
        'the newest code is NUMRI 1',
      );
      expectTrue(
        /25,00\s€/.test(await page.locator('tbody tr').first().innerText()),
        'the newest code is worth 25,00 €',
      );
      await copyButtons.first().click();
      const toast = page.locator('.mantine-Notification-description', { hasText: `CODE COPIED: ${code}` });
      await toast.waitFor();
      const box = await toast.boundingBox();
      expectTrue(box !== null && box.x < 100, 'the toast sits top left');
      expectTrue((await page.evaluate(() => navigator.clipboard.readText())) === code, 'the code is on the clipboard');
      await shot(page, 'gift-codes');

      // A customer redeems the copied code in the checkout coupon field and pays.
      const buyer = await newPage(390);
      const product = await stockedProduct(baseUrl);
      await login(buyer.page, 'kunde@wohnwerk.test', 'Kunde123!');
      const token = await buyer.page.evaluate(() => localStorage.getItem('access_token'));
      const saved = await buyer.page.request.post('/api/v1/address', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          type: 'Shipping',
          address_1: 'Lagerweg 3',
          address_2: 'Tor 2',
          city: 'Leipzig',
          state: 'Sachsen',
          country: 'Deutschland',
          zip: '04109',
          isDefault: true,
        },
      });
      expectTrue(saved.status() === 201, `address answered ${saved.status()}`);
      await buyer.page.goto(`/product/${product}`);
      await buyer.page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
      await buyer.page.getByText('Artikel in den Warenkorb gelegt', { exact: true }).first().waitFor();
      await buyer.page.goto('/checkout');
      await buyer.page.waitForFunction(
        () => (document.getElementById('shipping-address_1') as HTMLInputElement | null)?.value === 'Lagerweg 3',
      );
      await buyer.page.getByLabel(label('Vorname')).fill('Lea');
      await buyer.page.getByLabel(label('Nachname')).fill('Lager');
      await buyer.page.getByRole('button', { name: 'Weiter' }).click();
      await buyer.page.getByText('Kostenloser Versand – Lieferzeit 1-2 Wochen').waitFor();
      await buyer.page.getByRole('button', { name: 'Weiter' }).click();
      await buyer.page.getByLabel(label('Kartennummer')).fill('4242 4242 4242 4242');
      await buyer.page.getByLabel(label('Gültig bis (MM/JJ)')).fill('12/30');
      await buyer.page.getByLabel(label('Prüfnummer (CVC)')).fill('123');
      await buyer.page.getByRole('button', { name: 'Weiter' }).click();
      await buyer.page.getByLabel('Gutschein- oder Geschenkcode').fill(code.toLowerCase());
      await buyer.page.getByRole('button', { name: 'Einlösen' }).click();
      await buyer.page.getByText(/^Gutschein: 25,00\s€ Rabatt$/).waitFor();
      // A gift code is a price reduction like a coupon (decision 153): a discount line, and the VAT shown is
      // that of the reduced total the buyer pays (the demo goods are at 19 %), not of the goods before it.
      const sums = buyer.page.locator('dl', { has: buyer.page.getByTestId('checkout-total') });
      const amount = async (term: RegExp) =>
        Math.round(
          Number(
            (
              await sums
                .locator('div')
                .filter({ has: buyer.page.locator('dt', { hasText: term }) })
                .locator('dd')
                .innerText()
            )
              .replace(/[^\d,]/g, '')
              .replace(',', '.'),
          ) * 100,
        );
      const [discount, total, vat] = [
        await amount(/^Gutschein$/),
        await amount(/^Gesamtsumme$/),
        await amount(/^inkl\. MwSt\. 19 %$/),
      ];
      expectTrue(discount === 2_500, `the gift code is a discount line of 25,00 €: ${discount}`);
      expectTrue(vat === Math.round((total * 19) / 119), `VAT ${vat} is that of the reduced total ${total}`);
      await shot(buyer.page, 'gift-code-checkout');
      await buyer.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await buyer.page.waitForURL((u) => u.pathname === '/thankyou');

      // The admin's list shows the code used; it cannot be redeemed again.
      await page.reload();
      await page.getByRole('row').filter({ hasText: code }).getByText('Po', { exact: true }).waitFor();
      const again = await (
        await fetch(`${baseUrl}/api/v1/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ is_light: false, product_id: product, qty: 1 }], coupon: code }),
        })
      ).json();
      expectTrue(
        (again as { couponText?: string }).couponText === 'Dieser Gutschein wurde bereits eingelöst.',
        `a used code is refused: ${JSON.stringify(again)}`,
      );

      const staff = await newPage(390);
      await login(staff.page, 'staff@wohnwerk.test', 'Staff123!');
      await staff.page.goto('/gift_code');
      await staff.page.getByText('Nicht Gefunden!').first().waitFor();
    },
  },
];

export default journeys;
