import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sellerStatements } from '../../db/schema/seller-statements.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { statementRows } from './seller-statements.fixtures.ts';

let t: TestContext;
let rows: ReturnType<typeof statementRows>;
type Who = { auth: { authorization: string } };
let admin: Who;
let staff: Who;
let north: { id: number; shopId: number };
let south: { id: number; shopId: number };
let northUser: Who & { sellerId: number };
let southUser: Who & { sellerId: number };

/**
 * October 2025 of two sellers, by hand (decision 171). Möbel Nord (12 %, 8 % on "Wohnen" and so on its child
 * "Sofas"): a sofa 2 × 499,00 € (19 %, 8 %), a book 35,00 € (7 %, 12 %), 2 of 3 chairs à 100,00 € (19 %, the third
 * ships on 1 November in Berlin), a lamp shipped 30 September 22:30 UTC = 1 October in Berlin (20,00 €, 19 %); one sofa
 * refunded (499,00 €); a refused line refunded before it shipped, and a pending refund: neither counts.
 *
 * | line        | gross    | rate | commission |
 * | sofa ×2     |   998,00 | 8 %  |      79,84 |
 * | book        |    35,00 | 12 % |       4,20 |
 * | chairs ×2   |   200,00 | 12 % |      24,00 |
 * | lamp        |    20,00 | 12 % |       2,40 |
 * | refund sofa |  −499,00 | 8 %  |     −39,92 |
 * sales 1.253,00 (19 %: 1.218,00 = 1.023,53 net + 194,47 VAT; 7 %: 35,00 = 32,71 + 2,29), refunds 499,00
 * (419,33 + 79,67), commission 70,52 + 19 % VAT 13,40, payout 1.253,00 − 499,00 − 70,52 − 13,40 = 670,08.
 * Holzwerk Süd (15 %): a bed 300,00 € (19 %): commission 45,00 + 8,55, payout 246,45.
 */
beforeAll(async () => {
  t = await createTestContext();
  rows = statementRows(t);
  admin = await t.user('admin');
  staff = await t.user('staff');
  north = await rows.seller('Möbel Nord GmbH', 1200, 'DE02120300000000202051');
  south = await rows.seller('Holzwerk Süd GmbH', 1500, 'DE02500105170137075030');
  northUser = await t.user('seller', { sellerId: north.id }).then((u) => ({ ...u, sellerId: north.id }));
  southUser = await t.user('seller', { sellerId: south.id }).then((u) => ({ ...u, sellerId: south.id }));

  const living = await rows.category('Wohnen');
  const sofas = await rows.category('Sofas', living);
  const other = await rows.category('Bücher');
  await rows.categoryRate(north.id, living, 800);
  const sofa = await rows.product(north.shopId, sofas, 'Sofa Kiel', 49_900);
  const book = await rows.product(north.shopId, other, 'Wohnbuch', 3_500);
  const chair = await rows.product(north.shopId, other, 'Stuhl Förde', 10_000);
  const lamp = await rows.product(north.shopId, other, 'Lampe Watt', 2_000);
  const stool = await rows.product(north.shopId, other, 'Hocker', 5_000);
  const bed = await rows.product(south.shopId, other, 'Bett Isar', 30_000);

  const a = await rows.order([
    { sellerId: north.id, product: sofa, qty: 2, vatRate: 19 },
    { sellerId: north.id, product: book, qty: 1, vatRate: 7 },
    { sellerId: north.id, product: chair, qty: 3, vatRate: 19 },
    { sellerId: north.id, product: stool, qty: 1, vatRate: 19 },
    { sellerId: south.id, product: bed, qty: 1, vatRate: 19 },
  ]);
  const [sofaItem, bookItem, chairItem, stoolItem, bedItem] = a.items;
  await rows.ship(a.id, [{ itemId: sofaItem, qty: 2 }], '2025-10-10T09:00:00Z');
  await rows.ship(a.id, [{ itemId: bookItem, qty: 1 }], '2025-10-12T09:00:00Z');
  await rows.ship(a.id, [{ itemId: chairItem, qty: 2 }], '2025-10-20T09:00:00Z');
  await rows.ship(a.id, [{ itemId: chairItem, qty: 1 }], '2025-10-31T23:30:00Z');
  await rows.ship(a.id, [{ itemId: bedItem, qty: 1 }], '2025-10-05T09:00:00Z');
  await rows.refund(a, [{ itemId: sofaItem, qty: 1, amountCents: 49_900 }], '2025-10-25T10:00:00Z');
  // The stool was refused and refunded unshipped: the seller was never paid for it.
  await rows.refund(a, [{ itemId: stoolItem, qty: 1, amountCents: 5_000 }], '2025-10-26T10:00:00Z');
  await rows.refund(a, [{ itemId: bookItem, qty: 1, amountCents: 3_500 }], '2025-10-27T10:00:00Z', 'pending');

  const b = await rows.order([{ sellerId: north.id, product: lamp, qty: 1, vatRate: 19 }]);
  await rows.ship(b.id, [{ itemId: b.items[0], qty: 1 }], '2025-09-30T22:30:00Z');
});
afterAll(() => t.close());

const issue = (payload: object, who: Who = admin) =>
  t.inject({ method: 'POST', url: '/api/v1/admin/statements', headers: who.auth, payload });

describe('seller statements', () => {
  it("issues a seller's month with the hand-computed sums, and refuses a second one for the same month (409)", async () => {
    const res = await issue({ month: '2025-10', seller_id: north.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Die Gutschrift wurde erstellt.');
    const [statement] = res.json().data;
    expect(statement).toMatchObject({
      seller_id: north.id,
      seller_name: 'Möbel Nord GmbH',
      period: '2025-10',
      sales_cents: 125_300,
      refunds_cents: 49_900,
      commission_net_cents: 7_052,
      commission_vat_cents: 1_340,
      payout_cents: 67_008,
      transfer_cents: 67_008,
      corrects_number: null,
      corrected_by_number: null,
    });
    expect(statement.number).toMatch(/^GS-\d{4}-\d{6}$/);

    const [stored] = await t.db.select().from(sellerStatements).where(eq(sellerStatements.id, statement.id));
    const d = stored.document;
    expect(
      d.sales.map((l) => [l.description, l.qty, l.grossCents, l.vatRate, l.commissionBp, l.commissionCents]),
    ).toEqual([
      ['Sofa Kiel', 2, 99_800, 19, 800, 7_984],
      ['Wohnbuch', 1, 3_500, 7, 1200, 420],
      ['Stuhl Förde', 2, 20_000, 19, 1200, 2_400],
      ['Lampe Watt', 1, 2_000, 19, 1200, 240],
    ]);
    expect(d.refunds.map((l) => [l.description, l.qty, l.grossCents, l.commissionCents])).toEqual([
      ['Sofa Kiel', 1, 49_900, 3_992],
    ]);
    expect(d.salesShares).toEqual([
      { rate: 7, netCents: 3_271, vatCents: 229, grossCents: 3_500 },
      { rate: 19, netCents: 102_353, vatCents: 19_447, grossCents: 121_800 },
    ]);
    expect(d.refundShares).toEqual([{ rate: 19, netCents: 41_933, vatCents: 7_967, grossCents: 49_900 }]);
    expect(d.issuer).toMatchObject({ name: 'Wohnwerk GmbH', vatId: 'DE000000000' });
    expect(d.seller).toMatchObject({ name: 'Möbel Nord GmbH', vatId: expect.stringMatching(/^DE\d{9}$/) });

    const again = await issue({ month: '2025-10', seller_id: north.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Für diesen Verkäufer und Monat gibt es bereits die Gutschrift ${statement.number}. Eine Änderung ist nur als Korrektur möglich.`,
    );
  });

  it('issues the month for the sellers that have none yet, then answers 409; a running month is refused', async () => {
    const rest = await issue({ month: '2025-10' });
    expect(rest.statusCode).toBe(201);
    expect(
      rest.json().data.map((s: { seller_id: number; payout_cents: number }) => [s.seller_id, s.payout_cents]),
    ).toEqual([[south.id, 24_645]]);
    expect((await issue({ month: '2025-10' })).statusCode).toBe(409);

    const running = await issue({ month: new Date().toISOString().slice(0, 7) });
    expect(running.statusCode).toBe(422);
    expect(running.json().errors).toEqual({ month: ['Eine Gutschrift gibt es erst, wenn der Monat vorbei ist.'] });
    const bad = await issue({ month: '2025-13', seller_id: 0 });
    expect(bad.json().errors).toEqual({
      month: ['Bitte einen Monat im Format JJJJ-MM angeben.'],
      seller_id: ['Bitte einen gültigen Verkäufer angeben.'],
    });
    expect((await issue({ month: '2025-09' }, staff)).statusCode).toBe(403);
  });

  it('a seller lists and downloads its own statements only; staff read all', async () => {
    const own = await t.inject({ method: 'GET', url: '/api/v1/seller/statements', headers: northUser.auth });
    expect(own.statusCode).toBe(200);
    const list = own.json().data;
    expect(list.map((s: { seller_id: number }) => s.seller_id)).toEqual([north.id]);

    const southList = await t.inject({ method: 'GET', url: '/api/v1/seller/statements', headers: southUser.auth });
    const southId = southList.json().data[0].id;
    const foreign = await t.inject({
      method: 'GET',
      url: `/api/v1/seller/statements/${southId}/pdf`,
      headers: northUser.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Diese Gutschrift wurde nicht gefunden.');

    const pdf = await t.inject({
      method: 'GET',
      url: `/api/v1/seller/statements/${list[0].id}/pdf`,
      headers: northUser.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const part of [
      `Gutschrift ${list[0].number}`,
      'Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG',
      'Wohnwerk GmbH',
      'USt-IdNr.: DE000000000',
      'Möbel Nord GmbH',
      'Leistungszeitraum: Oktober 2025',
      'Umsatzsteuer auf die Provision 19 %',
      '-13,40',
      '670,08',
    ])
      expect(text).toContain(part);
    // The stored bytes are served again, unchanged.
    const staffPdf = await t.inject({
      method: 'GET',
      url: `/api/v1/admin/statements/${list[0].id}/pdf`,
      headers: staff.auth,
    });
    expect(staffPdf.headers['x-content-sha256']).toBe(pdf.headers['x-content-sha256']);

    const all = await t.inject({ method: 'GET', url: '/api/v1/admin/statements?month=2025-10', headers: staff.auth });
    expect(all.json().data).toHaveLength(2);
    const bySeller = await t.inject({
      method: 'GET',
      url: `/api/v1/admin/statements?seller_id=${south.id}`,
      headers: staff.auth,
    });
    expect(bySeller.json().data.map((s: { id: number }) => s.id)).toEqual([southId]);
  });

  it('a correction is a new statement replacing the newest, with the legal data of now and the difference to transfer', async () => {
    const [old] = (await t.inject({ method: 'GET', url: '/api/v1/seller/statements', headers: northUser.auth })).json()
      .data;
    const noReason = await issue({ month: '2025-10', seller_id: north.id, corrects_id: old.id });
    expect(noReason.json().errors).toEqual({
      reason: ['Bitte den Grund der Korrektur angeben (höchstens 500 Zeichen).'],
    });
    const wrongMonth = await issue({ month: '2025-09', corrects_id: old.id, reason: 'Anschrift' });
    expect(wrongMonth.statusCode).toBe(422);

    const fixed = await issue({ month: '2025-10', seller_id: north.id, corrects_id: old.id, reason: 'Neue Anschrift' });
    expect(fixed.statusCode).toBe(201);
    const [correction] = fixed.json().data;
    expect(correction).toMatchObject({ corrects_number: old.number, payout_cents: 67_008, transfer_cents: 0 });
    expect(
      (await issue({ month: '2025-10', seller_id: north.id, corrects_id: old.id, reason: 'noch einmal' })).statusCode,
    ).toBe(409);
    const list = (await t.inject({ method: 'GET', url: '/api/v1/seller/statements', headers: northUser.auth })).json()
      .data;
    expect(list.find((s: { id: number }) => s.id === old.id).corrected_by_number).toBe(correction.number);
    const [row] = await t.db.select().from(sellerStatements).where(eq(sellerStatements.id, old.id));
    expect(row.payoutCents).toBe(67_008);
  });
});
