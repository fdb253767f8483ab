import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { parseXml, type XmlNode } from '../../test/e-invoice-xml.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { statementRows } from './seller-statements.fixtures.ts';
import { issueDueStatements } from './seller-statements.job.ts';

let t: TestContext;
let rows: ReturnType<typeof statementRows>;
type Who = { auth: { authorization: string } };
let admin: Who;
let staff: Who;
let sellers: { id: number; shopId: number }[];

const xsd = {
  fileName: 'pain.001.001.09.xsd',
  contents: readFileSync(path.join(import.meta.dirname, 'pain.001.001.09.xsd'), 'utf8'),
};
const schemaErrors = async (xml: string) =>
  (await validateXML({ xml: { fileName: 'payout.xml', contents: xml }, schema: xsd })).errors.map((e) => e.rawMessage);
const all = (node: XmlNode, name: string): XmlNode[] => [
  ...(node.name === name ? [node] : []),
  ...node.children.flatMap((c) => all(c, name)),
];
const textOf = (node: XmlNode, name: string) => all(node, name).map((n) => n.text);

/**
 * Six sellers with one shipped line each in August 2025 (10 % commission), for the payout file, the figures per
 * seller, numbers under parallel issuing and the monthly job; one of them also ships in July 2025.
 */
beforeAll(async () => {
  t = await createTestContext();
  rows = statementRows(t);
  admin = await t.user('admin');
  staff = await t.user('staff');
  const category = await rows.category('Regale');
  sellers = [];
  for (let i = 0; i < 6; i++) {
    const s = await rows.seller(i === 0 ? 'Möbel & Söhne GmbH' : `Verkauf ${i} GmbH`, 1000);
    const shelf = await rows.product(s.shopId, category, `Regal ${i}`, 10_000 * (i + 1));
    const order = await rows.order([{ sellerId: s.id, product: shelf, qty: 1, vatRate: 19 }]);
    await rows.ship(order.id, [{ itemId: order.items[0], qty: 1 }], '2025-08-15T10:00:00Z');
    if (i === 5) {
      const july = await rows.order([{ sellerId: s.id, product: shelf, qty: 1, vatRate: 19 }]);
      await rows.ship(july.id, [{ itemId: july.items[0], qty: 1 }], '2025-07-15T10:00:00Z');
    }
    sellers.push(s);
  }
});
afterAll(() => t.close());

const issue = (payload: object) =>
  t.inject({ method: 'POST', url: '/api/v1/admin/statements', headers: admin.auth, payload });

describe('statement numbers, payout file and figures per seller', () => {
  it('keeps the numbers gapless when statements are issued in parallel, and a race for one seller loses with 409', async () => {
    const year = new Date().getFullYear();
    const before = await rows.counter(year);
    const answers = await Promise.all([
      ...sellers.map((s) => issue({ month: '2025-08', seller_id: s.id })),
      issue({ month: '2025-08', seller_id: sellers[0].id }),
      issue({ month: '2025-08', seller_id: sellers[1].id }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409, 409]);
    const numbers = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => Number(a.json().data[0].number.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
    expect(await rows.counter(year)).toBe(before + 6);
  });

  it('writes the payout file as pain.001.001.09 that validates against the schema, for admins only', async () => {
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/admin/statements/payout-file?month=2025-08',
          headers: staff.auth,
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/statements/payout-file?month=2025-08',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auszahlungen-2025-08.xml"');
    expect(await schemaErrors(res.body)).toEqual([]);

    const doc = parseXml(res.body);
    // Each seller: 100,00 € × (i + 1) gross, 10 % commission and its 19 % VAT off: 88,10 € × (i + 1).
    const amounts = textOf(doc, 'InstdAmt');
    expect(amounts).toHaveLength(6);
    expect(amounts.sort()).toEqual(['176.20', '264.30', '352.40', '440.50', '528.60', '88.10'].sort());
    expect(textOf(doc, 'NbOfTxs')).toEqual(['6', '6']);
    expect(textOf(doc, 'CtrlSum')).toEqual(['1850.10', '1850.10']);
    expect(textOf(doc, 'IBAN')).toEqual(['DE89370400440532013000', ...Array(6).fill('DE02120300000000202051')]);
    expect(textOf(doc, 'BICFI')).toEqual(['COBADEFFXXX']);
    // The SEPA character set: umlauts transliterated, & as +.
    expect(textOf(doc, 'Nm')).toContain('Moebel + Soehne GmbH');
    expect(textOf(doc, 'Ustrd').every((u) => /^Gutschrift GS-\d{4}-\d{6} August 2025$/.test(u))).toBe(true);

    // A schema that is really checked: a negative amount is refused.
    expect((await schemaErrors(res.body.replace('>88.10<', '>-88.10<'))).length).toBeGreaterThan(0);

    const none = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/statements/payout-file?month=2025-06',
      headers: admin.auth,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      month: ['Für diesen Monat gibt es keine Gutschrift mit einem Auszahlungsbetrag.'],
    });
  });

  it('figures per seller: revenue and commission of the period, open payouts until a payout file carried them', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/figures/sellers?from=2025-07-01&to=2025-08-31',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const bySeller = new Map(res.json().data.map((f: { seller_id: number }) => [f.seller_id, f]));
    expect(bySeller.size).toBe(6);
    // Seller 5 shipped 600,00 € in August and in July; the August statement went into the payout file above.
    expect(bySeller.get(sellers[5].id)).toMatchObject({
      revenue_cents: 120_000,
      commission_cents: 12_000,
      open_payout_cents: 0,
    });
    expect(bySeller.get(sellers[0].id)).toMatchObject({
      revenue_cents: 10_000,
      commission_cents: 1_000,
      open_payout_cents: 0,
    });
    const bad = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/figures/sellers?from=2025-08-31&to=2025-08-01',
      headers: staff.auth,
    });
    expect(bad.json().errors).toEqual({ to: ['Das Enddatum darf nicht vor dem Startdatum liegen.'] });
  });

  it('the monthly job issues last month once, however many instances run it at the same time', async () => {
    const firstOfAugust = new Date('2025-08-01T00:05:00+02:00');
    const runs = await Promise.all([issueDueStatements(t.db, firstOfAugust), issueDueStatements(t.db, firstOfAugust)]);
    expect(runs.filter(Boolean)).toEqual([{ period: '2025-07', issued: 1 }]);
    expect(await issueDueStatements(t.db, new Date('2025-08-20T12:00:00+02:00'))).toBeNull();
    const july = await t.inject({ method: 'GET', url: '/api/v1/admin/statements?month=2025-07', headers: staff.auth });
    expect(
      july.json().data.map((s: { seller_id: number; payout_cents: number }) => [s.seller_id, s.payout_cents]),
    ).toEqual([[sellers[5].id, 52_860]]);
    const open = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/figures/sellers?from=2025-07-01&to=2025-07-31',
      headers: staff.auth,
    });
    expect(open.json().data.find((f: { seller_id: number }) => f.seller_id === sellers[5].id).open_payout_cents).toBe(
      52_860,
    );
  });
});
