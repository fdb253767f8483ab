import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingTexts } from '@wohnwerk/contract/accounting';
import { invoices } from '../../db/schema/invoices.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
/** The mixed order's invoice and credit note, moved into March 2031 (no other document is there). */
let orderNumber: string;
let invoiceNumber: string;
let creditNumber: string;

beforeAll(async () => {
  t = await createTestContext({ DATEV_BERATER_NR: '29098', DATEV_MANDANTEN_NR: '55003', DATEV_KONTO: '1360' });
  x = await adminOrdersFixture(t);
  const book = await x.productAt('Bildband Wohnen', 10_700, 7);
  const lamp = await x.productAt('Stehleuchte Lumo', 11_900, 19);
  const { order } = await x.paidOrder([
    { product_id: book.id, qty: 1 },
    { product_id: lamp.id, qty: 1 },
  ]);
  orderNumber = order.order_number;
  const refunded = await x.refund(x.staff.auth, orderNumber, { amount: 100, reason: 'Teilerstattung' });
  expect(refunded.statusCode, refunded.body).toBe(200);
  const [invoice, credit] = refunded.json().data.invoices as { number: string }[];
  invoiceNumber = invoice.number;
  creditNumber = credit.number;
  // Half past midnight in Berlin on 1 March is still 28 February in UTC: the month is Berlin's.
  await t.db
    .update(invoices)
    .set({ issuedAt: new Date('2031-02-28T23:30:00Z') })
    .where(eq(invoices.number, invoiceNumber));
  await t.db
    .update(invoices)
    .set({ issuedAt: new Date('2031-03-20T09:00:00Z') })
    .where(eq(invoices.number, creditNumber));
  const moved = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(inArray(invoices.number, [invoiceNumber, creditNumber]));
  expect(moved[0].n).toBe(2);
});
afterAll(() => t.close());

const exportOf = (query: string, auth?: { authorization: string }) =>
  t.inject({ method: 'GET', url: `/api/v1/admin/accounting/export?${query}`, headers: auth ?? {} });
const cp1252 = new TextDecoder('windows-1252');

describe('the DATEV export (format=datev)', () => {
  it('books each document once per VAT rate on the configured accounts, credit notes on the other side, in Windows-1252', async () => {
    const res = await exportOf('month=2031-03&format=datev', x.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="EXTF_Buchungsstapel_2031-03.csv"');
    const bytes = res.rawPayload;
    // "ä" of "Erika Käuferin" is the one byte 0xE4, not UTF-8's C3 A4.
    expect(bytes.includes(Buffer.from([0xe4]))).toBe(true);
    expect(bytes.includes(Buffer.from('ä', 'utf8'))).toBe(false);
    const lines = cp1252.decode(bytes).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(2 + 4);
    const header = lines[0].split(';');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.slice(10, 22)).toEqual([
      '29098',
      '55003',
      '20310101',
      '4',
      '20310301',
      '20310331',
      '"Ausgangsrechnungen 03/2031"',
      '""',
      '1',
      '0',
      '0',
      '"EUR"',
    ]);
    expect(lines[1].split(';').slice(0, 14)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    const invoiceText = `"Rechnung Bestellung ${orderNumber} Erika Käuferin"`;
    const creditText = `"Rechnungskorrektur zu ${invoiceNumber} Erika Käuferin"`;
    expect(lines.slice(2)).toEqual([
      `107,00;"S";"EUR";;;"";1360;8300;"";0103;"${invoiceNumber}";"";;${invoiceText}`,
      `119,00;"S";"EUR";;;"";1360;8400;"";0103;"${invoiceNumber}";"";;${invoiceText}`,
      // 100,00 € back, split 47,35 : 52,65 as the credit note says (decision 153).
      `47,35;"H";"EUR";;;"";1360;8300;"";2003;"${creditNumber}";"";;${creditText}`,
      `52,65;"H";"EUR";;;"";1360;8400;"";2003;"${creditNumber}";"";;${creditText}`,
    ]);
  });

  it('has only its two header lines for a month without documents', async () => {
    const res = await exportOf('month=2031-04', x.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    const lines = cp1252.decode(res.rawPayload).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(';20310401;20310430;"Ausgangsrechnungen 04/2031";');
    expect(lines[2]).toBe('');
  });

  it('refuses to book a rate that has no revenue account', async () => {
    const other = await t.instance({ DATEV_ERLOESKONTEN: '19:8400' });
    const res = await other.inject({
      method: 'GET',
      url: '/api/v1/admin/accounting/export?month=2031-03',
      headers: x.staff.auth,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ month: [accountingTexts.noAccount(7)] });
  });
});

describe('the plain CSV (format=csv)', () => {
  it('lists one line per document and rate for German Excel, credit notes negative', async () => {
    const res = await exportOf('month=2031-03&format=csv', x.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="buchhaltung-2031-03.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    const order = `${orderNumber};Erika Käuferin`;
    expect(lines).toEqual([
      'Belegnummer;Belegart;Belegdatum;Bestellnummer;Kunde;Korrigiert Rechnung;Steuersatz %;Netto;USt;Brutto;Konto;Erlöskonto',
      `${invoiceNumber};Rechnung;01.03.2031;${order};;7;100,00;7,00;107,00;1360;8300`,
      `${invoiceNumber};Rechnung;01.03.2031;${order};;19;100,00;19,00;119,00;1360;8400`,
      `${creditNumber};Rechnungskorrektur;20.03.2031;${order};${invoiceNumber};7;-44,25;-3,10;-47,35;1360;8300`,
      `${creditNumber};Rechnungskorrektur;20.03.2031;${order};${invoiceNumber};19;-44,24;-8,41;-52,65;1360;8400`,
    ]);
  });

  it('has only its column line for a month without documents', async () => {
    const res = await exportOf('month=2031-04&format=csv', x.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.slice(1).split('\r\n')).toEqual([expect.stringMatching(/^Belegnummer;/), '']);
  });
});

describe('who may export, and which months', () => {
  it('answers guests 401, customers 403 and staff and admins the file', async () => {
    const customer = await t.user('customer');
    expect((await exportOf('month=2031-03')).statusCode).toBe(401);
    expect((await exportOf('month=2031-03', customer.auth)).statusCode).toBe(403);
    expect((await exportOf('month=2031-03', x.admin.auth)).statusCode).toBe(200);
  });

  it('answers 422 in German for a month that is not YYYY-MM, outside 2000–2100, or an unknown format', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['month=2031-13', { month: [accountingTexts.month] }],
      ['month=März', { month: [accountingTexts.month] }],
      ['', { month: [accountingTexts.month] }],
      ['month=1999-12', { month: [accountingTexts.monthRange] }],
      ['month=2101-01', { month: [accountingTexts.monthRange] }],
      ['month=0000-01', { month: [accountingTexts.monthRange] }],
      ['month=9999-12', { month: [accountingTexts.monthRange] }],
      ['month=2031-03&format=xlsx', { format: [accountingTexts.format] }],
    ];
    for (const [query, errors] of cases) {
      const res = await exportOf(query, x.staff.auth);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toEqual(errors);
    }
    expect(cases).toHaveLength(8);
  });
});
