import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { formatEuro } from '../../lib/money.ts';
import { seller } from '../../lib/seller.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { all, centsAt, ciiSchemaErrors, one, parseXml, textAt, type XmlNode } from '../../test/e-invoice-xml.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { type Auth, address } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
/** A 107,00 € product at 7 % and a 119,00 € one at 19 %. */
let book: { id: number };
let lamp: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
  book = await x.productAt('Bildband Wohnen (7 %)', 10_700, 7);
  lamp = await x.productAt('Stehleuchte Lumo (19 %)', 11_900, 19);
});
afterAll(() => t.close());

const company = 'Muster Möbel GmbH';
const businessBilling = {
  ...address,
  first_name: 'Erika',
  last_name: 'Einkauf',
  company,
  vat_id: 'de 123 456 789',
};

/** A business customer's paid order: the goods at both rates, a 10 % coupon, a company billing address. */
async function businessOrder(billing: object = businessBilling) {
  const customer = await t.user('customer', { name: 'Erika Einkauf' });
  const placed = await x.api('POST', '/order', {
    auth: customer.auth,
    payload: {
      items: [
        { product_id: book.id, qty: 2 },
        { product_id: lamp.id, qty: 1 },
      ],
      coupon: x.f.codes.percent,
      shipping_address: address,
      billing_address: billing,
      payment_method: 'card',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order;
  await x.pay(customer.auth, order);
  return { customer, order };
}

const getXml = (number: string, auth?: Auth) =>
  t.inject({ method: 'GET', url: `/api/v1/invoices/${number}.xml`, headers: auth ?? {} });
const pdfOf = async (url: string, auth: Auth) => {
  const res = await t.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};
/** An amount as the PDF prints it, without the currency sign. */
const printed = (cents: number) => formatEuro(cents).replace(/\s*€$/, '');
const cents = (euro: number) => Math.round(euro * 100);

interface Entry {
  number: string;
  type: string;
  total: number;
  net: number;
  vat: number;
  vat_breakdown: { rate: number; net: number; vat: number; gross: number }[];
  url: string;
  e_invoice_url: string | null;
}

const SETTLEMENT = 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement';
const AGREEMENT = 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement';
const SUMS = `${SETTLEMENT}/SpecifiedTradeSettlementHeaderMonetarySummation`;

/**
 * The e-invoice says what the document says: its totals and VAT per rate, and the EN 16931
 * arithmetic holds (BR-CO-10, -13, -14, -15, -16; BR-S-08, -09 per rate).
 */
function expectAmounts(root: XmlNode, entry: Entry, documentLines: number) {
  const taxes = all(root, `${SETTLEMENT}/ApplicableTradeTax`);
  expect(taxes.length).toBe(entry.vat_breakdown.length);
  const byRate = new Map(taxes.map((tax) => [Number(textAt(tax, 'RateApplicablePercent')), tax]));
  for (const share of entry.vat_breakdown) {
    const tax = byRate.get(share.rate);
    expect(tax, `VAT breakdown at ${share.rate} %`).toBeDefined();
    expect(textAt(tax!, 'CategoryCode')).toBe('S');
    expect(centsAt(tax!, 'BasisAmount')).toBe(cents(share.net));
    expect(centsAt(tax!, 'CalculatedAmount')).toBe(cents(share.vat));
    // BR-S-09: the VAT is the taxable amount times the rate (one rounding: within a cent).
    expect(Math.abs(cents(share.vat) - Math.round(cents(share.net) * share.rate) / 100)).toBeLessThanOrEqual(1);
  }
  const lines = all(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem');
  expect(lines.length).toBe(documentLines);
  const lineNet = (line: XmlNode) =>
    centsAt(line, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount');
  const lineRate = (line: XmlNode) =>
    Number(textAt(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent'));
  const adjustments = all(root, `${SETTLEMENT}/SpecifiedTradeAllowanceCharge`).map((a) => ({
    rate: Number(textAt(a, 'CategoryTradeTax/RateApplicablePercent')),
    // ChargeIndicator false: an allowance, lowering the rate's taxable amount.
    cents: (textAt(a, 'ChargeIndicator/Indicator') === 'true' ? 1 : -1) * centsAt(a, 'ActualAmount'),
  }));
  let visited = 0;
  for (const share of entry.vat_breakdown) {
    const atRate = lines.filter((l) => lineRate(l) === share.rate);
    visited += atRate.length;
    const adjusted = adjustments.filter((a) => a.rate === share.rate).reduce((s, a) => s + a.cents, 0);
    // BR-S-08: the rate's lines, less its allowances, plus its charges, are its taxable amount.
    expect(atRate.reduce((s, l) => s + lineNet(l), 0) + adjusted, `taxable at ${share.rate} %`).toBe(cents(share.net));
  }
  expect(visited).toBe(documentLines);

  const lineTotal = lines.reduce((s, l) => s + lineNet(l), 0);
  expect(centsAt(root, `${SUMS}/LineTotalAmount`)).toBe(lineTotal);
  const allowances = -adjustments.filter((a) => a.cents < 0).reduce((s, a) => s + a.cents, 0);
  const charges = adjustments.filter((a) => a.cents > 0).reduce((s, a) => s + a.cents, 0);
  if (allowances) expect(centsAt(root, `${SUMS}/AllowanceTotalAmount`)).toBe(allowances);
  expect(centsAt(root, `${SUMS}/TaxBasisTotalAmount`)).toBe(lineTotal - allowances + charges);
  expect(centsAt(root, `${SUMS}/TaxBasisTotalAmount`)).toBe(cents(entry.net));
  expect(centsAt(root, `${SUMS}/TaxTotalAmount`)).toBe(cents(entry.vat));
  expect(one(root, `${SUMS}/TaxTotalAmount`).attributes.currencyID).toBe('EUR');
  expect(centsAt(root, `${SUMS}/GrandTotalAmount`)).toBe(cents(entry.total));
  expect(centsAt(root, `${SUMS}/GrandTotalAmount`)).toBe(cents(entry.net) + cents(entry.vat));
  expect(centsAt(root, `${SUMS}/TotalPrepaidAmount`)).toBe(cents(entry.total));
  expect(centsAt(root, `${SUMS}/DuePayableAmount`)).toBe(0);
}

/** The fields XRechnung makes mandatory (BR-DE-1 to -16 among them) are there and say the right things. */
function expectParties(root: XmlNode, entry: Entry, orderNumber: string, email: string) {
  expect(root.name).toBe('CrossIndustryInvoice');
  expect(textAt(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID')).toBe(
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  );
  expect(textAt(root, 'ExchangedDocument/ID')).toBe(entry.number);
  expect(textAt(root, 'ExchangedDocument/TypeCode')).toBe(entry.type === 'invoice' ? '380' : '381');
  expect(textAt(root, 'ExchangedDocument/IssueDateTime/DateTimeString')).toMatch(/^\d{8}$/);
  expect(textAt(root, `${AGREEMENT}/BuyerReference`)).toBe(orderNumber);

  const s = seller();
  const sellerParty = one(root, `${AGREEMENT}/SellerTradeParty`);
  expect(textAt(sellerParty, 'Name')).toBe(s.name);
  expect(textAt(sellerParty, 'SpecifiedTaxRegistration/ID')).toBe(s.vatId);
  expect(one(sellerParty, 'SpecifiedTaxRegistration/ID').attributes.schemeID).toBe('VA');
  expect(textAt(sellerParty, 'PostalTradeAddress/LineOne')).toBe(s.street);
  expect(textAt(sellerParty, 'PostalTradeAddress/PostcodeCode')).toBe(s.zip);
  expect(textAt(sellerParty, 'PostalTradeAddress/CityName')).toBe(s.city);
  expect(textAt(sellerParty, 'PostalTradeAddress/CountryID')).toBe('DE');
  expect(textAt(sellerParty, 'URIUniversalCommunication/URIID')).toBe(s.email);
  expect(textAt(sellerParty, 'DefinedTradeContact/PersonName')).toBe(s.name);
  expect(textAt(sellerParty, 'DefinedTradeContact/TelephoneUniversalCommunication/CompleteNumber')).toBe(s.phone);
  expect(textAt(sellerParty, 'DefinedTradeContact/EmailURIUniversalCommunication/URIID')).toBe(s.email);

  const buyer = one(root, `${AGREEMENT}/BuyerTradeParty`);
  expect(textAt(buyer, 'Name')).toBe(company);
  expect(textAt(buyer, 'SpecifiedTaxRegistration/ID')).toBe('DE123456789');
  expect(textAt(buyer, 'PostalTradeAddress/LineOne')).toBe(address.address_1);
  expect(textAt(buyer, 'PostalTradeAddress/PostcodeCode')).toBe(address.zip);
  expect(textAt(buyer, 'PostalTradeAddress/CityName')).toBe(address.city);
  expect(textAt(buyer, 'PostalTradeAddress/CountryID')).toBe('DE');
  expect(textAt(buyer, 'URIUniversalCommunication/URIID')).toBe(email);
  expect(one(buyer, 'URIUniversalCommunication/URIID').attributes.schemeID).toBe('EM');

  expect(
    textAt(
      root,
      'SupplyChainTradeTransaction/ApplicableHeaderTradeDelivery/ShipToTradeParty/PostalTradeAddress/CityName',
    ),
  ).toBe(address.city);
  expect(textAt(root, `${SETTLEMENT}/InvoiceCurrencyCode`)).toBe('EUR');
  expect(textAt(root, `${SETTLEMENT}/SpecifiedTradeSettlementPaymentMeans/TypeCode`)).toBe('68');
}

describe('an e-invoice for a business customer', () => {
  it('keeps company and USt-IdNr. on the order and the invoice PDF, and gives an XRechnung whose amounts are the PDF’s', async () => {
    const { customer, order } = await businessOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.billingAddress).toMatchObject({ company, vat_id: 'DE123456789', name: 'Erika Einkauf' });
    expect(row.shippingAddress.company).toBeUndefined();

    const mine = (await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth })).json().data;
    expect(mine.billing_address).toMatchObject({ company, vat_id: 'DE123456789' });
    const staffView = await x.detail(order.order_number);
    expect(staffView.billing_address).toMatchObject({ company, vat_id: 'DE123456789' });

    const [entry] = mine.invoices as Entry[];
    expect(entry.type).toBe('invoice');
    expect(entry.e_invoice_url).toBe(`/api/v1/invoices/${entry.number}.xml`);
    expect(entry.vat_breakdown.map((s) => s.rate)).toEqual([7, 19]);
    expect(staffView.invoices[0].e_invoice_url).toBe(entry.e_invoice_url);

    const pdf = await pdfOf(entry.url, customer.auth);
    expect(pdf).toContain(company);
    expect(pdf).toContain('USt-IdNr.: DE123456789');
    expect(pdf.indexOf(company)).toBeLessThan(pdf.indexOf('Erika Einkauf'));

    const res = await getXml(entry.number, customer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${entry.number}.xml"`);
    const xml = res.body;
    expect(await ciiSchemaErrors(xml)).toEqual([]);

    const root = parseXml(xml);
    expectParties(root, entry, order.order_number, customer.email);
    expectAmounts(root, entry, 2);
    // The coupon is an allowance per rate, named as on the PDF.
    const reasons = all(root, `${SETTLEMENT}/SpecifiedTradeAllowanceCharge/Reason`).map((r) => r.text);
    expect(reasons).toEqual(['Gutschein: 10 % Rabatt', 'Gutschein: 10 % Rabatt']);
    // Not shipped yet: the month of the expected delivery, as on the PDF (decision 154).
    const period = one(root, `${SETTLEMENT}/BillingSpecifiedPeriod`);
    expect(textAt(period, 'StartDateTime/DateTimeString')).toMatch(/^\d{6}01$/);
    expect(pdf).toContain('Leistungszeitraum:');

    // The PDF prints the same net and VAT per rate and the same totals.
    for (const share of entry.vat_breakdown) {
      expect(pdf).toContain(`Nettobetrag ${share.rate} %`);
      expect(pdf).toContain(printed(cents(share.net)));
      expect(pdf).toContain(`Umsatzsteuer ${share.rate} %`);
      expect(pdf).toContain(printed(cents(share.vat)));
    }
    expect(pdf).toContain(printed(cents(entry.total)));
    expect(pdf).toContain(printed(cents(entry.vat)));

    // Stored at the first reading and served as stored (GoBD): the same bytes for staff, checksum kept.
    const again = await getXml(entry.number, x.staff.auth);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(xml);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.number, entry.number));
    expect(stored.eInvoice).toBe(xml);
    expect(again.headers['x-content-sha256']).toBe(stored.eInvoiceSha256);
  });

  it('gives the credit note of a business order as an XRechnung credit note naming its invoice', async () => {
    const { customer, order } = await businessOrder();
    const refunded = await x.refund(x.admin.auth, order.order_number, { amount: 100, reason: 'Teilerstattung' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [invoice, note] = refunded.json().data.invoices as Entry[];
    expect(note.type).toBe('credit_note');
    expect(note.e_invoice_url).toBe(`/api/v1/invoices/${note.number}.xml`);

    const res = await getXml(note.number, customer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ciiSchemaErrors(res.body)).toEqual([]);
    const root = parseXml(res.body);
    expectParties(root, note, order.order_number, customer.email);
    const preceding = one(root, `${SETTLEMENT}/InvoiceReferencedDocument`);
    expect(textAt(preceding, 'IssuerAssignedID')).toBe(invoice.number);
    expect(textAt(preceding, 'FormattedIssueDateTime/DateTimeString')).toBe(
      textAt(
        parseXml((await getXml(invoice.number, customer.auth)).body),
        'ExchangedDocument/IssueDateTime/DateTimeString',
      ),
    );
    const lines = all(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem').length;
    expect(lines).toBe(note.vat_breakdown.length);
    expectAmounts(root, note, lines);
    const pdf = await pdfOf(note.url, customer.auth);
    for (const share of note.vat_breakdown) expect(pdf).toContain(`-${printed(cents(share.vat))}`);
  });
});

describe('who gets an e-invoice', () => {
  it('has none for a private customer’s order (404), and none for another customer or a guest', async () => {
    const { customer, order } = await x.paidOrder([{ product_id: book.id, qty: 1 }]);
    const mine = (await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth })).json().data;
    const [entry] = mine.invoices as Entry[];
    expect(entry.e_invoice_url).toBeNull();
    const privateOne = await getXml(entry.number, customer.auth);
    expect(privateOne.statusCode).toBe(404);
    expect(privateOne.json().message).toBe(
      'Zu diesem Beleg gibt es keine E-Rechnung: sie gibt es nur für Bestellungen mit Firmenadresse.',
    );
    expect((await getXml(entry.number, x.staff.auth)).statusCode).toBe(404);

    const business = await businessOrder();
    const [businessEntry] = (
      await x.api('GET', `/order/${business.order.order_number}`, { auth: business.customer.auth })
    ).json().data.invoices as Entry[];
    expect((await getXml(businessEntry.number, customer.auth)).statusCode).toBe(404);
    expect((await getXml(businessEntry.number)).statusCode).toBe(401);
    expect((await getXml('RE-2026-999999', x.staff.auth)).statusCode).toBe(404);
    expect((await getXml('nonsense', x.staff.auth)).statusCode).toBe(422);
    // Nothing was stored for what nobody could read.
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.number, businessEntry.number));
    expect(stored.eInvoice).toBeNull();
  });
});
