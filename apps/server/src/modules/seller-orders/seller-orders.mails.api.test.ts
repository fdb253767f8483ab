import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { sellerOrdersFixture } from './seller-orders.fixtures.ts';

let t: TestContext;
let s: Awaited<ReturnType<typeof sellerOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  s = await sellerOrdersFixture(t);
});
afterAll(() => t.close());

const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
const firstLineOf = async (auth: { authorization: string }, orderNumber: string) => {
  const res = await s.sellerApi(auth).list();
  expect(res.statusCode, res.body).toBe(200);
  const [mine] = res.json().data.filter((o: { order_number: string }) => o.order_number === orderNumber);
  return { id: mine.id as number, item: mine.lines[0].order_item_id as number };
};
const dhl = '00340434161094042557';
const dhlLink = `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${dhl}`;

describe("the customer's mail for each shipment of a marketplace order (decision 176)", () => {
  it('mails each of two shipments: the first partial with its lines and tracking link, the second the shipped mail', async () => {
    const { order, customer } = await s.marketOrder([
      { product_id: s.nord.product.id, qty: 2 },
      { product_id: s.sued.product.id, qty: 1 },
    ]);
    const before = (await mailsTo(customer.email)).length;
    const nord = await firstLineOf(s.nord.user.auth, order.order_number);
    const sued = await firstLineOf(s.sued.user.auth, order.order_number);

    const first = await s.sellerApi(s.nord.user.auth).ship(nord.id, {
      carrier: 'DHL',
      tracking_number: dhl,
      lines: [{ order_item_id: nord.item, qty: 2 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await s.x.detail(order.order_number)).status).toBe('partially_shipped');
    const afterFirst = (await mailsTo(customer.email)).slice(before);
    expect(afterFirst.map((m) => m.subject)).toEqual([
      `Ihre Bestellung ${order.order_number} wurde teilweise versandt`,
    ]);
    const partial = afterFirst[0];
    expect(partial.textBody).toContain(`Ein Teil Ihrer Bestellung ${order.order_number} ist unterwegs.`);
    expect(partial.textBody).toContain('In dieser Sendung:\n2 × Sessel Fjord');
    expect(partial.textBody).not.toContain('Bett Alpen 180');
    expect(partial.textBody).toContain('Versanddienstleister: DHL');
    expect(partial.textBody).toContain(`Sendung verfolgen:\n${dhlLink}`);
    expect(partial.htmlBody).toContain(`href="${dhlLink}"`);
    expect(partial.textBody).toContain('Die übrigen Artikel folgen in einer eigenen Sendung');

    const second = await s.sellerApi(s.sued.user.auth).ship(sued.id, {
      carrier: 'Spedition',
      tracking_number: 'SP-77',
      lines: [{ order_item_id: sued.item, qty: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await s.x.detail(order.order_number)).status).toBe('shipped');
    const shipping = (await mailsTo(customer.email)).slice(before);
    // Exactly one mail per shipment: the second is the order's one "wurde versandt" mail, no extra one.
    expect(shipping.map((m) => m.subject)).toEqual([
      `Ihre Bestellung ${order.order_number} wurde teilweise versandt`,
      `Ihre Bestellung ${order.order_number} wurde versandt`,
    ]);
    const last = shipping[1];
    expect(last.textBody).toContain(`Ihre Bestellung ${order.order_number} ist unterwegs.`);
    expect(last.textBody).toContain('In dieser Sendung:\n1 × Bett Alpen 180');
    expect(last.textBody).toContain('Sendungsnummer: SP-77');
    expect(last.textBody).not.toContain('Sendung verfolgen');
    expect(last.textBody).not.toContain('übrigen Artikel');
  });

  it("mails staff's parcel of Wohnwerk's own lines like a seller's; only the parcel that completes the order says versandt", async () => {
    const { order, customer } = await s.marketOrder();
    const before = (await mailsTo(customer.email)).length;
    const nord = await firstLineOf(s.nord.user.auth, order.order_number);
    const sued = await firstLineOf(s.sued.user.auth, order.order_number);
    for (const [auth, line, tracking] of [
      [s.nord.user.auth, nord, 'N-1'],
      [s.sued.user.auth, sued, 'S-1'],
    ] as const) {
      const res = await s
        .sellerApi(auth)
        .ship(line.id, { carrier: 'GLS', tracking_number: tracking, lines: [{ order_item_id: line.item, qty: 1 }] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const staff = await s.x.status(s.x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'DPD',
      tracking_number: '01234567890123',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await s.x.detail(order.order_number)).status).toBe('partially_shipped');
    // Nord shipped one of its two Sessel: the order is still partly shipped, every mail so far says so.
    const third = await s.sellerApi(s.nord.user.auth).ship(nord.id, {
      carrier: 'GLS',
      tracking_number: 'N-2',
      lines: [{ order_item_id: nord.item, qty: 1 }],
    });
    expect(third.statusCode, third.body).toBe(200);
    const mails = (await mailsTo(customer.email)).slice(before);
    expect(
      mails.map((m) => [m.subject.replace(order.order_number, 'X'), m.textBody.match(/Sendungsnummer: (.*)/)?.[1]]),
    ).toEqual([
      ['Ihre Bestellung X wurde teilweise versandt', 'N-1'],
      ['Ihre Bestellung X wurde teilweise versandt', 'S-1'],
      ['Ihre Bestellung X wurde teilweise versandt', '01234567890123'],
      ['Ihre Bestellung X wurde versandt', 'N-2'],
    ]);
    expect(mails[2].textBody).toContain('In dieser Sendung:\n1 × Couchtisch Arco Eiche Sonoma');
    expect(mails[3].textBody).toContain('In dieser Sendung:\n1 × Sessel Fjord');
  });
});
