import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { AdminOrderDetail, CustomerOrderDetail } from '../../packages/contract/src/admin-orders.ts';
import { expectTrue, type Journey, type JourneyContext, label } from '../harness.ts';
import { pdfText } from '../pdf-text.ts';

/**
 * Refunds by line and VAT per rate in the browser (issue 33, decisions 153 and 163). Every demo
 * product is at 19 %: the journeys add a book at 7 % through the staff API, as staff would in the
 * product form, and a customer orders two of it with a 19 % product from the demo catalogue.
 */

const BOOK = 'Bildband Wohnen';
const BOOK_PRICE = 42.8;
const euro = (n: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n).replace(/\u00a0/g, ' ');
const sameSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/** A whole accessible name as written, where a space may also be the no-break space of formatted amounts. */
const spaced = (s: string, whole = true) => {
  const body = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]');
  return new RegExp(whole ? `^${body}$` : body);
};

async function noSeriousAxe(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

/** The page fits its width: nothing scrolls sideways. */
async function expectFits(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expectTrue(scrollWidth <= width, `${what} is ${scrollWidth} px wide at ${width}`);
}

type Call = <T = unknown>(
  method: string,
  path: string,
  token: string | null,
  data?: unknown,
) => Promise<{ status: number; body: T }>;

function caller(page: Page): Call {
  return async (method, path, token, data) => {
    const res = await page.request.fetch(`/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` } : {}),
      },
      data,
    });
    const text = await res.text();
    return { status: res.status(), body: (text ? JSON.parse(text) : null) as never };
  };
}

async function tokenOf(call: Call, email: string, password: string): Promise<string> {
  const res = await call<{ access_token: string }>('POST', '/login', null, { email, password });
  expectTrue(res.status === 200, `login of ${email} answered ${res.status}`);
  return res.body.access_token;
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
}

/**
 * A paid order of a new customer: two books at 7 % (a product staff add) and one 19 % product of
 * the demo catalogue; the book's id to read its stock.
 */
async function mixedOrder(page: Page) {
  const call = caller(page);
  const staffToken = await tokenOf(call, 'staff@wohnwerk.test', 'Staff123!');
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const category = (await call<{ data: { id: number }[] }>('GET', '/admin/categories', staffToken)).body.data[0].id;
  const shop = (await call<{ data: { id: number }[] }>('GET', '/admin/shops', staffToken)).body.data[0].id;
  const made = await call<{ id: number }>('POST', '/admin/products', staffToken, {
    code: `BUCH-${suffix}`,
    name: BOOK,
    category_id: category,
    shop_id: shop,
    price: BOOK_PRICE,
    stock: 20,
    tax: 7,
  });
  expectTrue(made.status === 201, `the 7 % book was created: ${made.status} ${JSON.stringify(made.body)}`);
  const bookId = made.body.id;

  const email = `zeile-${suffix}@example.test`;
  const password = 'Sicher123!';
  const registered = await call('POST', '/register', null, {
    name: 'Lena Leserin',
    email,
    phone: '+49 30 1234',
    password,
    password_confirmation: password,
  });
  expectTrue(registered.status === 201, `register answered ${registered.status}`);
  const token = await tokenOf(call, email, password);
  const address = JSON.stringify({
    name: 'Lena Leserin',
    address_1: 'Karl-Liebknecht-Str. 7',
    address_2: 'Hinterhaus',
    city: 'Leipzig',
    state: 'Sachsen',
    country: 'Deutschland',
    zip: '04107',
  });
  let order: { id: number; order_number: string } | null = null;
  let refused = '';
  // The first demo product in stock (at 19 %, as every demo product is) goes with the books.
  for (let id = 1; id <= 120 && !order; id++) {
    if (id === bookId) continue;
    const res = await call<{ order: { id: number; order_number: string } }>('POST', '/order', token, {
      items: [
        { product_id: bookId, qty: 2 },
        { product_id: id, qty: 1 },
      ],
      shipping_address: address,
      billing_address: address,
    });
    if (res.status === 201) order = res.body.order;
    else refused = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  }
  expectTrue(order, `an order was placed (last refusal: ${refused})`);
  const paid = await call('POST', '/charge', token, { order_id: order.id, token: 'tok_visa' });
  expectTrue(paid.status === 200, `charge answered ${paid.status}`);
  return { orderNumber: order.order_number, token, staffToken, bookId, call };
}

async function lineRefund(ctx: JourneyContext, width: number) {
  const staff = await ctx.newPage(width);
  const page = staff.page;
  const { orderNumber, token, staffToken, bookId, call } = await mixedOrder(page);
  const detail = async () =>
    (await call<{ data: AdminOrderDetail }>('GET', `/admin/orders/${orderNumber}`, staffToken)).body.data;
  const stock = async () =>
    (await call<{ data: { stock: number } }>('GET', `/admin/products/${bookId}`, staffToken)).body.data.stock;
  const before = await detail();
  expectTrue(before.items.length === 2, `the order has two lines (${before.items.length})`);
  const bookLine = before.items.find((i) => i.product_id === bookId);
  expectTrue(bookLine && bookLine.vat_rate === 7, 'the book line is at 7 %');
  const stockBefore = await stock();

  await signIn(page, staffToken);
  await page.goto(`/admin/orders/${orderNumber}`);
  await page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` }).waitFor();
  const form = page.getByTestId('refund-form');
  // By line is where the form starts; every line offers its units.
  expectTrue(await form.getByRole('radio', { name: 'Positionen' }).isChecked(), 'the form starts with the lines');
  const bookField = form.getByRole('spinbutton', { name: BOOK, exact: true });
  await form.getByText(spaced(`2 von 2 Stück erstattbar · je ${euro(BOOK_PRICE)}`)).waitFor();
  await form.getByText('Der Betrag wird aus den gewählten Positionen berechnet.').waitFor();

  // More units than the line has: refused at the line, in German, before anything is sent.
  await bookField.fill('3');
  await form.getByLabel(label('Grund')).fill('Ein Band mit Wasserschaden');
  await form.getByRole('button', { name: '3 Stück erstatten' }).click();
  await form.getByText('Von dieser Position können höchstens noch 2 Stück erstattet werden.').waitFor();
  expectTrue((await bookField.getAttribute('aria-invalid')) === 'true', 'the book field is marked invalid');
  await ctx.shot(page, 'refund-lines-error');

  // One book with restock: the estimate is its unit price, the question names the line.
  await bookField.fill('1');
  const estimate = form.getByTestId('refund-estimate');
  await estimate.getByText(spaced(`Geschätzt: ${euro(BOOK_PRICE)}`)).waitFor();
  await form.getByRole('checkbox', { name: 'Ware zurück ins Lager' }).check();
  await form.getByText('Die gewählten Stücke werden wieder in den Bestand gebucht.').waitFor();
  await form.scrollIntoViewIfNeeded();
  await noSeriousAxe(page, `refund form by line at ${width}px`);
  await ctx.shot(page, 'refund-lines-form');
  await form.getByRole('button', { name: '1 Stück erstatten' }).click();
  const question = page.getByRole('dialog', { name: '1 Stück erstatten?' });
  await question.getByTestId('refund-question-lines').getByText(`1 × ${BOOK}`, { exact: true }).waitFor();
  await question.getByText(`Aus der Bestellung ${orderNumber} von Lena Leserin werden erstattet:`).waitFor();
  await question.getByText('Diese Stücke werden zurück ins Lager gebucht.', { exact: false }).waitFor();
  for (let i = 0; i < 50 && (await question.evaluate((el) => getComputedStyle(el).opacity)) !== '1'; i++)
    await new Promise((r) => setTimeout(r, 20));
  await noSeriousAxe(page, `refund question by line at ${width}px`);
  await ctx.shot(page, 'refund-lines-question');
  await question.getByRole('button', { name: '1 Stück erstatten' }).click();
  await form.getByRole('status').getByText('Die Erstattung wurde veranlasst.').waitFor();

  // The refund is the book's: its line in the table, one unit refunded and back in stock, the credit note issued.
  const refunds = page.getByTestId('order-refunds');
  await refunds.getByText(`1 × ${BOOK}`).waitFor();
  const after = await detail();
  const refund = after.refunds[0];
  expectTrue(
    after.refunds.length === 1 && refund.lines.length === 1 && refund.lines[0].qty === 1 && refund.restock,
    `one refund of one book with restock: ${JSON.stringify(after.refunds)}`,
  );
  const book = after.items.find((i) => i.product_id === bookId);
  expectTrue(
    book?.refunded_qty === 1 && book.refundable_qty === 1 && book.restocked_qty === 1,
    `the book line: ${JSON.stringify(book)}`,
  );
  const other = after.items.find((i) => i.product_id !== bookId);
  expectTrue(other?.refunded_qty === 0 && other.restocked_qty === 0, 'the other line is untouched');
  expectTrue(
    (await stock()) === stockBefore + 1,
    `exactly one book went back to stock (${stockBefore} → ${await stock()})`,
  );
  await refunds
    .getByText(spaced(euro(refund.amount), false))
    .first()
    .waitFor();
  const credit = after.invoices.find((i) => i.type === 'credit_note');
  expectTrue(credit, 'the refund issued a credit note');
  expectTrue(Math.abs(credit.total - refund.amount) < 0.005, `the credit note is the refund's ${refund.amount}`);
  const documents = page.getByTestId('order-documents');
  await documents.getByText(credit.number, { exact: true }).waitFor();
  // The form now offers the one book left.
  await form.getByText(spaced(`1 von 2 Stück erstattbar · je ${euro(BOOK_PRICE)}`)).waitFor();
  await expectFits(page, width, 'the admin order after the refund');
  await ctx.shot(page, 'refund-lines-done');

  // The credit note lists the book at 7 % and no 19 %.
  const pdf = await page.request.get(credit.url, { headers: { authorization: `Bearer ${staffToken}` } });
  expectTrue(pdf.status() === 200, `credit note PDF answered ${pdf.status()}`);
  const text = sameSpaces(pdfText(await pdf.body()));
  expectTrue(
    text.includes(`Rechnungskorrektur ${credit.number}`) &&
      text.includes(BOOK) &&
      text.includes('Umsatzsteuer 7 %') &&
      !text.includes('Umsatzsteuer 19 %'),
    `the credit note lists the book at 7 %: ${text.replace(/\n/g, ' | ').slice(0, 1500)}`,
  );

  // Someone else refunds the last book meanwhile: the server's refusal shows at the book's line.
  const meanwhile = await call('POST', `/admin/orders/${orderNumber}/refunds`, staffToken, {
    lines: [{ item_id: bookLine.id, qty: 1 }],
    reason: 'Am Telefon erstattet',
  });
  expectTrue(meanwhile.status === 200, `the other refund answered ${meanwhile.status}`);
  await bookField.fill('1');
  await form.getByLabel(label('Grund')).fill('Der zweite Band');
  await form.getByRole('button', { name: '1 Stück erstatten' }).click();
  await page
    .getByRole('dialog', { name: '1 Stück erstatten?' })
    .getByRole('button', { name: '1 Stück erstatten' })
    .click();
  await form.getByText('Diese Position ist schon vollständig erstattet.').first().waitFor();
  await form.getByText('vollständig erstattet', { exact: true }).waitFor();
  expectTrue((await bookField.isDisabled()) === true, 'the fully refunded line cannot be chosen any more');
  expectTrue((await detail()).refunds.length === 2, 'the refused refund stored nothing');

  // The customer sees each refund with its day, its amount and the book.
  const customer = await ctx.newPage(width);
  await signIn(customer.page, token);
  await customer.page.goto(`/order/${orderNumber}`);
  const section = customer.page.getByTestId('order-refunds');
  await section.getByRole('heading', { name: 'Erstattungen' }).waitFor();
  const rows = section.getByTestId('order-refund');
  await rows.nth(1).waitFor();
  const own = (await call<{ data: CustomerOrderDetail }>('GET', `/order/${orderNumber}`, token)).body.data;
  expectTrue((await rows.count()) === own.refunds.length && own.refunds.length === 2, 'one row per refund');
  for (const [i, r] of own.refunds.entries()) {
    const row = sameSpaces(await rows.nth(i).innerText());
    expectTrue(
      row.includes(`1 × ${BOOK}`) && row.includes(euro(r.amount)),
      `refund ${i + 1} shows the book and ${euro(r.amount)}: ${row}`,
    );
  }
  expectTrue(
    sameSpaces(await customer.page.getByTestId('order-refunded').innerText()) === euro(own.refunded),
    'the refunded total stays',
  );
  await expectFits(customer.page, width, 'the customer order');
  await noSeriousAxe(customer.page, `customer order with refunds at ${width}px`);
  await ctx.shot(customer.page, 'refund-lines-customer');
}

async function mixedInvoice(ctx: JourneyContext, width: number) {
  const { page, context } = await ctx.newPage(width);
  const { orderNumber, token } = await mixedOrder(page);
  await signIn(page, token);
  await page.goto(`/order/${orderNumber}`);
  await page.getByText('inkl. MwSt. 7 %').waitFor();
  await page.getByText('inkl. MwSt. 19 %').waitFor();
  const documents = page.getByTestId('order-documents');
  const link = documents.getByRole('link', { name: /^Rechnung RE-/ });
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForURL((u) => u.pathname.startsWith('/invoice-pdf/'));
  const pdf = await page.request.get(tab.url());
  expectTrue(pdf.status() === 200, `invoice PDF answered ${pdf.status()}`);
  const text = sameSpaces(pdfText(await pdf.body()));
  const own = (await caller(page)<{ data: CustomerOrderDetail }>('GET', `/order/${orderNumber}`, token)).body.data;
  const rates = own.vat_breakdown.map((s) => s.rate);
  expectTrue(rates.join(',') === '7,19', `the order has both rates: ${rates.join(',')}`);
  for (const share of own.vat_breakdown)
    expectTrue(
      text.includes(`Umsatzsteuer ${share.rate} %`) && text.includes(euro(share.vat)),
      `the invoice shows Umsatzsteuer ${share.rate} % with ${euro(share.vat)}: ${text.replace(/\n/g, ' | ').slice(0, 1500)}`,
    );
  expectTrue(
    text.includes(`${BOOK}`) && text.includes('Umsatzsteuer gesamt'),
    'the invoice lists the book and the sum',
  );
  await tab.close();
  await ctx.shot(page, 'mixed-rate-order-customer');
}

const journeys: Journey[] = [
  {
    name: 'refunds by line: staff refund one of two books with restock at 390 px, see the line and the credit note; the customer sees it',
    async run(ctx) {
      for (const width of [390, 1280]) await lineRefund(ctx, width);
    },
  },
  {
    name: "mixed-rate invoice: an order of a 7 % and a 19 % product has an invoice PDF with 'Umsatzsteuer 7 %' and 'Umsatzsteuer 19 %'",
    async run(ctx) {
      await mixedInvoice(ctx, 1280);
    },
  },
];

export default journeys;
