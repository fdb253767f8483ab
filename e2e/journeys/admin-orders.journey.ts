import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from 'playwright-core';
import type { AdminOrderDetail } from '../../packages/contract/src/admin-orders.ts';
import { expectTrue, label, type Journey, type JourneyContext } from '../harness.ts';
import { waitForMail } from '../mail.ts';
import { pdfText } from '../pdf-text.ts';

const euro = (n: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n).replace(/\u00a0/g, ' ');
const sameSpaces = (s: string) => s.replace(/\u00a0/g, ' ');
/** A whole accessible name as written, where a space may also be the no-break space of formatted amounts. */
const spaced = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]')}$`);

async function noSeriousAxe(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
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

/** A new customer who has placed and paid (test card) an order for the first demo product in stock. */
async function paidOrder(page: Page): Promise<{ orderNumber: string; email: string; token: string }> {
  const email = `versand-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Sicher123!';
  const registered = await page.request.post('/api/v1/register', {
    data: { name: 'Paula Paket', email, phone: '+49 30 1234', password, password_confirmation: password },
  });
  expectTrue(registered.status() === 201, `register answered ${registered.status()}`);
  const token = await tokenOf(page.request, email, password);
  const headers = { authorization: `Bearer ${token}` };
  const address = JSON.stringify({
    name: 'Paula Paket',
    address_1: 'Karl-Liebknecht-Str. 7',
    address_2: '3. OG',
    city: 'Leipzig',
    state: 'Sachsen',
    country: 'Deutschland',
    zip: '04107',
  });
  let order: { id: number; order_number: string } | null = null;
  let refused = '';
  for (let id = 1; id <= 80 && !order; id++) {
    const res = await page.request.post('/api/v1/order', {
      headers: { ...headers, 'Idempotency-Key': `e2e-order-${Date.now()}-${id}` },
      data: {
        items: [{ product_id: id, qty: 2 }],
        shipping_address: address,
        billing_address: address,
        vendor_id: 1,
        warehouse_id: 1,
        shop_id: 1,
      },
    });
    if (res.status() === 201) order = ((await res.json()) as { order: { id: number; order_number: string } }).order;
    else refused = `${res.status()} ${(await res.text()).slice(0, 300)}`;
  }
  expectTrue(order, `an order was placed (last refusal: ${refused})`);
  const paid = await page.request.post('/api/v1/charge', {
    headers: { ...headers, 'Idempotency-Key': `e2e-charge-${order.order_number}` },
    data: { order_id: order.id, token: 'tok_visa' },
  });
  expectTrue(paid.status() === 200, `charge answered ${paid.status()}`);
  return { orderNumber: order.order_number, email, token };
}

async function adminDetail(page: Page, token: string, orderNumber: string): Promise<AdminOrderDetail> {
  const res = await page.request.get(`/api/v1/admin/orders/${orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expectTrue(res.ok(), `admin order answered ${res.status()}`);
  return ((await res.json()) as { data: AdminOrderDetail }).data;
}

/** Waits for a mail to `to` that says `text` (the newest mail may still be an earlier one). */
async function mailSaying(dataDir: string, to: string, text: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = await waitForMail(dataDir, to);
    if (mail.includes(text)) return mail;
    expectTrue(Date.now() < deadline, `no mail to ${to} saying ${text}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function shipAndRefund(ctx: JourneyContext, width: number) {
  const customer = await ctx.newPage(width);
  const order = await paidOrder(customer.page);
  const tracking = `00340434${width}${Date.now() % 100000}`;

  // Staff find the paid order by its number.
  const staff = await ctx.newPage(width);
  const page = staff.page;
  const staffToken = await tokenOf(page.request, 'staff@wohnwerk.test', 'Staff123!');
  await signIn(page, staffToken);
  await page.goto('/admin/orders');
  await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
  await page.getByLabel('Tabelle durchsuchen').fill(order.orderNumber);
  await page.waitForURL((u) => u.searchParams.get('q') === order.orderNumber);
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByText('Bezahlt', { exact: true }).waitFor();
  // The newest order is on the first page before the search answers: wait for the searched list.
  await page.getByText('1–1 von 1').waitFor();
  expectTrue((await page.locator('tbody tr').count()) === 1, 'the search finds exactly the one order');
  await noSeriousAxe(page, `admin order list at ${width}px`);
  await ctx.shot(page, 'admin-orders-list');

  // The export holds the filtered rows: the server's streamed .xlsx of this one order.
  await page.getByRole('button', { name: 'Excel-Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Alle Zeilen exportieren (1)' }).click();
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'orders-export-')),
    (await download).suggestedFilename(),
  );
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cells: string[] = [];
  workbook.worksheets[0].eachRow((r) => cells.push((r.values as unknown[]).slice(1).map(String).join('|')));
  expectTrue(
    cells.length === 2 && cells[1].includes(order.orderNumber),
    `the export holds a header and the one order: ${cells.join(' / ')}`,
  );

  // The status filter keeps the order; another status hides it.
  await page.getByLabel('Status', { exact: true }).selectOption('shipped');
  await page.getByText('Keine Einträge gefunden.').waitFor();
  await page.getByLabel('Status', { exact: true }).selectOption('paid');
  await row.waitFor();

  await row.getByRole('link', { name: order.orderNumber }).click();
  await page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();
  const statusForm = page.getByTestId('status-form');
  const next = statusForm.getByLabel('Neuer Status');
  const offered = await next.locator('option').allTextContents();
  expectTrue(
    offered.join('|') === 'Bitte wählen|In Bearbeitung|Versandt|Storniert',
    `a paid order offers processing, shipping in one step or cancel: ${offered.join('|')}`,
  );
  await noSeriousAxe(page, `admin order detail at ${width}px`);
  await ctx.shot(page, 'admin-order-paid');

  // Shipping straight from "Bezahlt" (decision 157) asks for carrier and tracking number.
  await next.selectOption('shipped');
  await statusForm.getByRole('button', { name: 'Status ändern' }).click();
  await statusForm.getByText('Bitte geben Sie den Versanddienstleister an.').waitFor();
  await noSeriousAxe(page, `status form with errors at ${width}px`);
  await ctx.shot(page, 'admin-order-ship-form');
  const carrierChoices = await statusForm.getByLabel(label('Versanddienstleister')).locator('option').allTextContents();
  expectTrue(
    carrierChoices.join('|') === 'Bitte wählen|DHL|DPD|Hermes|GLS|UPS|Spedition',
    `the carriers offered are the shared table: ${carrierChoices.join('|')}`,
  );
  await statusForm.getByLabel(label('Versanddienstleister')).selectOption('DHL');
  await statusForm.getByLabel(label('Sendungsnummer')).fill(tracking);
  await statusForm.getByRole('button', { name: 'Status ändern' }).click();
  await statusForm.getByText('Aktueller Status: Versandt').waitFor();
  const dhl = `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${tracking}`;
  const staffLink = page.getByTestId('order-shipment').getByRole('link', { name: tracking });
  await staffLink.waitFor();
  expectTrue(
    (await staffLink.getAttribute('href')) === dhl,
    `staff see the DHL tracking link: ${await staffLink.getAttribute('href')}`,
  );
  await page.getByTestId('order-history').getByText('Bezahlt → Versandt').waitFor();
  await ctx.shot(page, 'admin-order-shipped');

  // The customer's order page says so, with the tracking number linking to the carrier.
  await signIn(customer.page, order.token);
  await customer.page.goto(`/order/${order.orderNumber}`);
  await customer.page.getByTestId('order-status').getByText('Versandt', { exact: true }).waitFor();
  const customerLink = customer.page.getByTestId('tracking-number');
  await customerLink.getByText(tracking).waitFor();
  expectTrue(
    (await customerLink.getAttribute('href')) === dhl,
    `the customer sees the DHL tracking link: ${await customerLink.getAttribute('href')}`,
  );
  // The carrier shows in the order's facts and again in its shipments (decision 170).
  await customer.page.getByText('DHL', { exact: true }).first().waitFor();
  await noSeriousAxe(customer.page, `customer order page at ${width}px`);
  await ctx.shot(customer.page, 'order-shipped-customer');

  // The shipped mail with the tracking number and the carrier's link is in the outbox.
  const mail = await mailSaying(ctx.dataDir, order.email, tracking);
  expectTrue(mail.includes(order.orderNumber), 'the shipped mail names the order');
  expectTrue(mail.includes(dhl), 'the shipped mail links to the DHL tracking page');

  // Staff refund half.
  const before = await adminDetail(page, staffToken, order.orderNumber);
  const half = Math.round(before.amount * 50) / 100;
  const refundForm = page.getByTestId('refund-form');
  // The form starts by line (decision 163): half the order is goodwill, a free amount.
  await refundForm.getByRole('radio', { name: 'Freier Betrag (Kulanz)' }).check();
  await refundForm.getByLabel(label('Betrag in Euro')).fill(half.toFixed(2).replace('.', ','));
  await refundForm.getByLabel(label('Grund')).fill('Kulanz: Kratzer am Gestell');
  // The button and the question name the amount (decision 152); "Abbrechen" refunds nothing.
  const refundButton = refundForm.getByRole('button', { name: spaced(`${euro(half)} erstatten`) });
  await refundButton.click();
  const question = page.getByRole('dialog', { name: spaced(`${euro(half)} erstatten?`) });
  await question.getByText(`Bestellung ${order.orderNumber}`, { exact: false }).waitFor();
  // axe measures colours through a dialog still fading in.
  for (let i = 0; i < 50 && (await question.evaluate((el) => getComputedStyle(el).opacity)) !== '1'; i++)
    await new Promise((r) => setTimeout(r, 20));
  await noSeriousAxe(page, `refund question at ${width}px`);
  await ctx.shot(page, 'admin-order-refund-question');
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await question.waitFor({ state: 'hidden' });
  expectTrue(
    (await adminDetail(page, staffToken, order.orderNumber)).refunded === before.refunded,
    'cancelling the question refunds nothing',
  );
  await refundButton.click();
  await question.getByRole('button', { name: spaced(`${euro(half)} erstatten`) }).click();
  // axe measures a settled page: the question has faded out.
  await question.waitFor({ state: 'hidden' });
  await refundForm.getByRole('status').waitFor();
  await page.getByTestId('order-refunds').getByText('Kulanz: Kratzer am Gestell').waitFor();
  const after = await adminDetail(page, staffToken, order.orderNumber);
  expectTrue(Math.abs(after.refunded - half) < 0.005, `refunded ${after.refunded}, expected ${half}`);
  expectTrue(after.status === 'shipped', `a partly refunded order stays shipped (${after.status})`);
  const credit = after.invoices.find((i) => i.type === 'credit_note');
  expectTrue(credit, 'the refund issued a credit note');
  const documents = page.getByTestId('order-documents');
  await documents.getByText(credit.number).waitFor();
  await noSeriousAxe(page, `admin order after refund at ${width}px`);
  await ctx.shot(page, 'admin-order-refunded');

  // The credit note PDF opens in a new tab and shows the refunded amount and its VAT.
  const [tab] = await Promise.all([
    staff.context.waitForEvent('page'),
    documents.getByRole('link', { name: `${credit.number} als PDF öffnen` }).click(),
  ]);
  await tab.waitForURL((u) => u.pathname.startsWith('/invoice-pdf/'));
  const pdf = await page.request.get(tab.url());
  expectTrue(pdf.status() === 200, `credit note PDF answered ${pdf.status()}`);
  const text = sameSpaces(pdfText(await pdf.body()));
  expectTrue(
    text.includes(credit.number) && text.includes(euro(half)) && text.includes(euro(credit.vat)),
    `credit note shows ${credit.number}, ${euro(half)} and VAT ${euro(credit.vat)}: ${text.replace(/\n/g, ' | ').slice(0, 1500)}`,
  );
  await tab.close();

  // The customer sees both documents.
  await customer.page.reload();
  const customerDocs = customer.page.getByTestId('order-documents');
  await customerDocs.getByRole('link', { name: `Rechnungskorrektur ${credit.number}` }).waitFor();
  await customerDocs.getByRole('link', { name: /^Rechnung RE-/ }).waitFor();
  // The partly refunded order says how much came back ("Erstattet").
  const refundedLine = customer.page.getByTestId('order-refunded');
  await refundedLine.waitFor();
  expectTrue(
    sameSpaces(await refundedLine.innerText()) === euro(half),
    `the customer sees Erstattet ${euro(half)}: ${await refundedLine.innerText()}`,
  );
  await ctx.shot(customer.page, 'order-refunded-customer');
}

const journey: Journey = {
  name: 'admin orders: staff find a paid order, ship it in one step with a tracking link, the customer sees it, staff refund half with a credit note',
  async run(ctx) {
    for (const width of [1280, 390]) await shipAndRefund(ctx, width);
  },
};

export default journey;
