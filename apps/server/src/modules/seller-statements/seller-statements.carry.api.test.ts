import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerStatements } from '../../db/schema/seller-statements.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { parseXml, type XmlNode } from '../../test/e-invoice-xml.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { statementRows } from './seller-statements.fixtures.ts';

let t: TestContext;
let rows: ReturnType<typeof statementRows>;
type Who = { auth: { authorization: string } };
let admin: Who;
let north: { id: number; shopId: number };
let south: { id: number; shopId: number };
type Product = Awaited<ReturnType<ReturnType<typeof statementRows>['product']>>;
let stool: { order: { id: number; paymentId: number; items: number[] } };

/** A line of one seller shipped at a moment; answers the order for a refund later. */
const shipped = async (seller: { id: number }, product: Product, at: string) => {
  const order = await rows.order([{ sellerId: seller.id, product, qty: 1, vatRate: 19 }]);
  await rows.ship(order.id, [{ itemId: order.items[0], qty: 1 }], at);
  return order;
};

/**
 * A negative payout carried into the next statement (decision 176), by hand. Möbel Nord, 10 % commission, every
 * line at 19 %; commission VAT 19 % of the net commission:
 *
 * | month   | shipped  | refunded | commission | its VAT | month's result | carry              | payout  | transfer |
 * | 2025-10 | 1.000,00 |          |     100,00 |   19,00 |         881,00 |                    |  881,00 |   881,00 |
 * | 2025-11 |   200,00 | 1.000,00 |     −80,00 |  −15,20 |        −704,80 |                    | −704,80 |     none |
 * | 2025-12 |   500,00 |          |      50,00 |    9,50 |         440,50 | −704,80 from 11    | −264,30 |     none |
 * | 2026-01 |   900,00 |          |      90,00 |   17,10 |         792,90 | −264,30 from 12    |  528,60 |   528,60 |
 * | 2026-02 |   100,00 |          |      10,00 |    1,90 |          88,10 | none (not made up) |   88,10 |    88,10 |
 * November: the October table refunded, a lamp shipped: 200 − 1.000 + 80 + 15,20 = −704,80.
 * Holzwerk Süd, 10 %: a shelf of 500,00 shipped in October and refunded in November (−440,50), then a shelf of
 * 1.000,00 in each of December to February (881,00 each), the three months issued at the same time.
 */
beforeAll(async () => {
  t = await createTestContext();
  rows = statementRows(t);
  admin = await t.user('admin');
  north = await rows.seller('Möbel Nord GmbH', 1000);
  south = await rows.seller('Holzwerk Süd GmbH', 1000);
  const category = await rows.category('Wohnen');
  const product = (seller: { shopId: number }, name: string, cents: number) =>
    rows.product(seller.shopId, category, name, cents);

  const table = await shipped(north, await product(north, 'Tisch Eiche', 100_000), '2025-10-10T10:00:00Z');
  await rows.refund(table, [{ itemId: table.items[0], qty: 1, amountCents: 100_000 }], '2025-11-20T10:00:00Z');
  await shipped(north, await product(north, 'Lampe Watt', 20_000), '2025-11-05T10:00:00Z');
  await shipped(north, await product(north, 'Stuhl Förde', 50_000), '2025-12-03T10:00:00Z');
  await shipped(north, await product(north, 'Bett Isar', 90_000), '2026-01-08T10:00:00Z');
  stool = { order: await shipped(north, await product(north, 'Hocker', 10_000), '2026-02-10T10:00:00Z') };

  const shelf = await shipped(south, await product(south, 'Regal Süd', 50_000), '2025-10-11T10:00:00Z');
  await rows.refund(shelf, [{ itemId: shelf.items[0], qty: 1, amountCents: 50_000 }], '2025-11-12T10:00:00Z');
  const big = await product(south, 'Schrank Süd', 100_000);
  for (const month of ['2025-12', '2026-01', '2026-02']) await shipped(south, big, `${month}-15T10:00:00Z`);
});
afterAll(() => t.close());

const issue = async (payload: object) => {
  const res = await t.inject({ method: 'POST', url: '/api/v1/admin/statements', headers: admin.auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
};
const openPayout = async (sellerId: number) => {
  const res = await t.inject({
    method: 'GET',
    url: '/api/v1/admin/figures/sellers?from=2025-10-01&to=2026-04-30',
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.find((f: { seller_id: number }) => f.seller_id === sellerId).open_payout_cents;
};
const all = (node: XmlNode, name: string): XmlNode[] => [
  ...(node.name === name ? [node] : []),
  ...node.children.flatMap((c) => all(c, name)),
];
const payoutFile = (month: string) =>
  t.inject({ method: 'GET', url: `/api/v1/admin/statements/payout-file?month=${month}`, headers: admin.auth });

describe('a negative payout carried into the next statement (decision 176)', () => {
  it('carries a negative payout into the next statement, again while negative, never a positive one', async () => {
    const months: [string, number][] = [];
    const figures = [];
    for (const month of ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02']) {
      const s = await issue({ month, seller_id: north.id });
      months.push([s.number, s.id]);
      figures.push(await openPayout(north.id));
      expect(s.period).toBe(month);
    }
    const list = await t.inject({
      method: 'GET',
      url: `/api/v1/admin/statements?seller_id=${north.id}`,
      headers: admin.auth,
    });
    const byMonth = [...list.json().data].reverse();
    expect(byMonth).toHaveLength(5);
    const [oct, nov, dec] = months.map(([number]) => number);
    expect(
      byMonth.map((s) => [
        s.period,
        s.sales_cents,
        s.refunds_cents,
        s.commission_net_cents,
        s.commission_vat_cents,
        s.carry_cents,
        s.carried_from_number,
        s.payout_cents,
        s.transfer_cents,
      ]),
    ).toEqual([
      ['2025-10', 100_000, 0, 10_000, 1_900, 0, null, 88_100, 88_100],
      ['2025-11', 20_000, 100_000, -8_000, -1_520, 0, null, -70_480, -70_480],
      ['2025-12', 50_000, 0, 5_000, 950, -70_480, nov, -26_430, -26_430],
      ['2026-01', 90_000, 0, 9_000, 1_710, -26_430, dec, 52_860, 52_860],
      ['2026-02', 10_000, 0, 1_000, 190, 0, null, 8_810, 8_810],
    ]);
    expect(oct).toMatch(/^GS-\d{4}-\d{6}$/);
    // Open payouts net of the debt no statement deducted yet: 881,00 unpaid of October, then less November's
    // 704,80, less December's 264,30 once it carried November's, plus January's and February's payouts.
    expect(figures).toEqual([88_100, 88_100 - 70_480, 88_100 - 26_430, 88_100 + 52_860, 88_100 + 52_860 + 8_810]);

    // The statement stays as issued; the carry is a fact of the new one: November's row is unchanged.
    const [novRow] = await t.db.select().from(sellerStatements).where(eq(sellerStatements.id, months[1][1]));
    expect([novRow.payoutCents, novRow.transferCents, novRow.carriedFromId]).toEqual([-70_480, -70_480, null]);

    const pdf = await t.inject({
      method: 'GET',
      url: `/api/v1/admin/statements/${months[2][1]}/pdf`,
      headers: admin.auth,
    });
    const text = pdfText(pdf.rawPayload);
    for (const part of [
      'Ergebnis des Zeitraums',
      '440,50',
      `Vortrag aus Gutschrift ${nov} vom`,
      '-704,80',
      '-264,30',
      'mit Ihrer nächsten Gutschrift verrechnet',
    ])
      expect(text).toContain(part);
  });

  it('puts no negative or zero transfer into a payout file: a negative month has none', async () => {
    const nov = await payoutFile('2025-11');
    expect(nov.statusCode).toBe(422);
    const amounts: Record<string, string[]> = {};
    for (const month of ['2025-10', '2026-01', '2026-02']) {
      const res = await payoutFile(month);
      expect(res.statusCode, res.body).toBe(200);
      amounts[month] = all(parseXml(res.body), 'InstdAmt').map((n) => n.text);
    }
    // Nord's positive payouts only, each once (Süd issues later): November and December transfer nothing.
    expect(amounts).toEqual({ '2025-10': ['881.00'], '2026-01': ['528.60'], '2026-02': ['88.10'] });
    expect(await openPayout(north.id)).toBe(0);
  });

  it('carries one negative statement exactly once when the following months are issued at the same time', async () => {
    await issue({ month: '2025-10', seller_id: south.id });
    const nov = await issue({ month: '2025-11', seller_id: south.id });
    expect(nov.payout_cents).toBe(-44_050);
    const issued = await Promise.all(
      ['2025-12', '2026-01', '2026-02'].map((month) => issue({ month, seller_id: south.id })),
    );
    const carrying = issued.filter((s) => s.carried_from_number !== null);
    expect(carrying.map((s) => [s.carried_from_number, s.carry_cents, s.payout_cents])).toEqual([
      [nov.number, -44_050, 88_100 - 44_050],
    ]);
    expect(issued.filter((s) => s.carry_cents === 0).map((s) => s.payout_cents)).toEqual([88_100, 88_100]);
    const carriedRows = await t.db
      .select({ id: sellerStatements.id })
      .from(sellerStatements)
      .where(eq(sellerStatements.carriedFromId, nov.id));
    expect(carriedRows).toHaveLength(1);
    // October 440,50 and the three months, one of them less November's 440,50: November no longer counts itself.
    expect(await openPayout(south.id)).toBe(44_050 + (88_100 - 44_050) + 88_100 + 88_100);
  });

  it('a correction keeps the carry it replaces; a correction of a debt not carried yet takes the debt over', async () => {
    const list = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/statements?seller_id=${north.id}`, headers: admin.auth })
    ).json().data;
    const dec = list.find((s: { period: string }) => s.period === '2025-12');
    const fixedDec = await issue({ month: '2025-12', seller_id: north.id, corrects_id: dec.id, reason: 'Anschrift' });
    expect(fixedDec).toMatchObject({
      carried_from_number: dec.carried_from_number,
      carry_cents: -70_480,
      payout_cents: -26_430,
      transfer_cents: 0,
    });

    // March: February's stool given back, nothing shipped: −100,00 + 10,00 + 1,90 = −88,10, carried by nobody yet.
    await rows.refund(
      stool.order,
      [{ itemId: stool.order.items[0], qty: 1, amountCents: 10_000 }],
      '2026-03-05T10:00:00Z',
    );
    const march = await issue({ month: '2026-03', seller_id: north.id });
    expect([march.payout_cents, march.transfer_cents, march.carry_cents]).toEqual([-8_810, -8_810, 0]);
    expect(await openPayout(north.id)).toBe(-8_810);
    const fixedMarch = await issue({
      month: '2026-03',
      seller_id: north.id,
      corrects_id: march.id,
      reason: 'Anschrift',
    });
    // Nothing of March was settled: the correction's transfer is its whole payout, and the debt is now its own.
    expect([fixedMarch.payout_cents, fixedMarch.transfer_cents]).toEqual([-8_810, -8_810]);
    expect(await openPayout(north.id)).toBe(-8_810);

    const bed = await rows.product(north.shopId, await rows.category('Betten'), 'Bett Kiel', 90_000);
    await shipped(north, bed, '2026-04-08T10:00:00Z');
    const april = await issue({ month: '2026-04', seller_id: north.id });
    expect([april.carried_from_number, april.carry_cents, april.payout_cents]).toEqual([
      fixedMarch.number,
      -8_810,
      79_290 - 8_810,
    ]);
    expect(await openPayout(north.id)).toBe(79_290 - 8_810);
  });
});
