import { berlinDay } from '@wohnwerk/contract/shop-time';
import { createHash } from 'node:crypto';
import type { InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import type { InvoiceDocument } from '../../db/schema/invoices.ts';
import type { orderItems } from '../../db/schema/orders.ts';
import { centsToEuro } from '../../lib/money.ts';
import { seller } from '../../lib/seller.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import {
  LEGACY_VAT_RATE,
  orderShares,
  shareInEuro,
  singleRate,
  splitByRates,
  sumOf,
  type VatShare,
  vatTotals,
} from '../../lib/vat.ts';
import { addressLines } from '../orders/order-address.ts';
import * as invoiceQueries from './invoices.queries.ts';
import { buyerOf } from './invoices.buyer.ts';
import { eInvoicePath } from './invoices.e-invoice.ts';
import { renderInvoicePdf } from './invoices.pdf.ts';

type Item = typeof orderItems.$inferSelect;

/** Root path of a document's PDF (opened with a bearer or a signed link; decision 051's scheme). */
export const invoicePath = (number: string) => `/invoice-pdf/${number}`;
/** The outbox attachment kind whose builder reads the stored PDF. */
export const INVOICE_ATTACHMENT = 'invoice-pdf';

const berlinYear = (at: Date) => Number(berlinDay(at).slice(0, 4));

function frozenParts(
  order: OrderRow,
): Pick<InvoiceDocument, 'seller' | 'buyer' | 'orderNumber' | 'orderDate' | 'paymentMethod'> {
  const s = seller();
  return {
    seller: { ...s },
    buyer: buyerOf(order, addressLines(order.billingAddress)),
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
  };
}

/**
 * When the goods are supplied, as a document issued at `at` may say it (decision 154): a shipped
 * order's shipping day (a Versendungslieferung is made when the goods are handed to the carrier,
 * §3 Abs. 6 UStG); before that only the calendar month of the expected delivery (§31 Abs. 4 UStDV),
 * and no month before the issue's, since what has not shipped is not supplied yet.
 */
function supplyOf(order: OrderRow, at: Date): NonNullable<InvoiceDocument['supply']> {
  if (order.shippedAt && order.shippedAt <= at) return { shippedOn: berlinDay(order.shippedAt) };
  const issued = berlinDay(at).slice(0, 7);
  const expected = order.shippingAddress.delivery_date?.slice(0, 7) ?? issued;
  // YYYY-MM strings sort as months do: the later of the two.
  return { month: [expected, issued].sort()[1] };
}

/** The columns a document's VAT per rate fills: vat_rate only when it has one rate. */
const vatColumns = (shares: VatShare[]) => ({
  totalCents: sumOf(shares).grossCents,
  netCents: sumOf(shares).netCents,
  vatCents: sumOf(shares).vatCents,
  vatRate: singleRate(shares),
  vatBreakdown: shares,
});

/**
 * Issues the invoice of a paid order in the paying transaction: the next RE number of the year,
 * the content frozen (seller, buyer, lines with their rates, VAT per rate as the order was
 * charged). Called once per order, by the one confirmation that moved it to paid; a unique index
 * refuses a second invoice for an order. A coupon or a gift code is a price reduction: the
 * invoice names it as a discount line and its total is what the customer paid (decision 153).
 */
export async function issueInvoice(
  db: Tx,
  order: OrderRow,
  items: Item[],
  at = new Date(),
): Promise<{ id: number; number: string }> {
  const shares = orderShares(order);
  const document: InvoiceDocument = {
    ...frozenParts(order),
    deliveryDate: null,
    supply: supplyOf(order, at),
    lines: items.map((i) => ({
      description: i.productName,
      code: i.code,
      qty: i.qty,
      unitCents: i.unitPriceCents,
      lineCents: i.lineCents,
      vatRate: i.vatRate,
    })),
    discount:
      order.discountCents > 0
        ? { text: order.couponText ?? `Gutschein ${order.couponCode ?? ''}`.trim(), cents: order.discountCents }
        : null,
    vatBreakdown: shares,
    reason: null,
    references: null,
  };
  return invoiceQueries.insertNumbered(db, 'RE', berlinYear(at), {
    type: 'invoice',
    orderId: order.id,
    issuedAt: at,
    ...vatColumns(shares),
    document,
  });
}

/**
 * A credit note for money given back: its own RK number, referencing the order's invoice (number
 * and date). Titled "Stornorechnung" when it gives back the whole invoice, else
 * "Rechnungskorrektur"; never "Gutschrift", which §14 Abs. 2 UStG reserves for self-billing
 * (decision 154). A refund by amount lists the refunded gross amount split across the order's
 * rates in proportion to their gross (each rate's VAT rounded once), one line per rate; the
 * document's lines can name order lines (`orderItemId`, qty) for refunds by line. The invoice
 * itself never changes.
 */
/** An order line a credit note corrects (a refund by line, decision 163). */
export interface CreditedLine {
  itemId: number;
  productName: string;
  code: string | null;
  qty: number;
  amountCents: number;
  vatRate: number;
}

export async function issueCreditNote(
  db: Tx,
  order: OrderRow,
  refund: { id: number; amountCents: number; reason: string; lines?: CreditedLine[] },
  at = new Date(),
): Promise<{ id: number; number: string }> {
  const invoice = await invoiceQueries.invoiceOfOrder(db, order.id);
  const credited = refund.lines?.length ? refund.lines : null;
  // By line: each rate's part is what its lines give back; a free amount is split across the order's rates.
  const shares = credited
    ? vatTotals({ lines: credited.map((l) => ({ rate: l.vatRate, grossCents: l.amountCents })) }).shares
    : splitByRates(refund.amountCents, orderShares(order));
  const description = `Erstattung zur Bestellung ${order.orderNumber}`;
  const document: InvoiceDocument = {
    ...frozenParts(order),
    title: invoice && refund.amountCents === invoice.totalCents ? 'Stornorechnung' : 'Rechnungskorrektur',
    deliveryDate: null,
    // The supply it corrects: the shipping day once shipped, before that the invoice's month.
    supply: (!(order.shippedAt && order.shippedAt <= at) && invoice?.document.supply) || supplyOf(order, at),
    lines: credited
      ? credited.map((l) => ({
          description: l.productName,
          code: l.code,
          qty: l.qty,
          // What one unit gave back; the line's total is exact, a unit's may round (a coupon's share).
          unitCents: Math.round(l.amountCents / l.qty),
          lineCents: l.amountCents,
          vatRate: l.vatRate,
          orderItemId: l.itemId,
        }))
      : shares.map((s) => ({
          description: shares.length > 1 ? `${description}, Anteil zu ${s.rate} % USt.` : description,
          code: null,
          qty: 1,
          unitCents: s.grossCents,
          lineCents: s.grossCents,
          vatRate: s.rate,
        })),
    discount: null,
    vatBreakdown: shares,
    reason: refund.reason,
    references: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() } : null,
  };
  return invoiceQueries.insertNumbered(db, 'RK', berlinYear(at), {
    type: 'credit_note',
    orderId: order.id,
    refundId: refund.id,
    referencesId: invoice?.id ?? null,
    issuedAt: at,
    ...vatColumns(shares),
    document,
  });
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A document's PDF as stored. The first reader (the confirmation mail's delivery, or a download)
 * renders it from the frozen content and stores bytes and checksum; from then on the stored bytes
 * are served, checked against their checksum.
 */
export async function storedPdf(db: Tx, invoice: invoiceQueries.InvoiceRow): Promise<Buffer> {
  if (invoice.pdf && invoice.sha256) {
    if (sha256Of(invoice.pdf) !== invoice.sha256)
      throw new Error(`invoice ${invoice.number}: stored PDF does not match its checksum`);
    return invoice.pdf;
  }
  const pdf = await renderInvoicePdf(invoice);
  if (await invoiceQueries.storePdf(db, invoice.id, pdf, sha256Of(pdf))) return pdf;
  const stored = await invoiceQueries.invoiceById(db, invoice.id);
  return stored!.pdf!;
}

/**
 * The next number of a document series for a document another module stores (the sellers' statements, GS): the
 * counter row is taken in the caller's transaction, so the numbers stay gapless (decision 171).
 */
export const takeDocumentNumber = invoiceQueries.takeNumber;

/** The invoice (not a credit note) of an order, if it has one. */
export const invoiceOfOrder = invoiceQueries.invoiceOfOrder;

/** A document's VAT per rate; one issued before it was kept has its one rate. */
const sharesOf = (
  row: Pick<invoiceQueries.InvoiceRow, 'vatBreakdown' | 'vatRate' | 'netCents' | 'vatCents' | 'totalCents'>,
) =>
  row.vatBreakdown.length
    ? row.vatBreakdown
    : [
        {
          rate: row.vatRate ?? LEGACY_VAT_RATE,
          netCents: row.netCents,
          vatCents: row.vatCents,
          grossCents: row.totalCents,
        },
      ];

/** The API shape of a document. */
const entryOf = (row: invoiceQueries.InvoiceEntryRow): InvoiceEntry => ({
  number: row.number,
  type: row.type,
  issued_at: row.issuedAt.toISOString(),
  total: centsToEuro(row.totalCents),
  net: centsToEuro(row.netCents),
  vat: centsToEuro(row.vatCents),
  vat_rate: row.vatRate,
  vat_breakdown: sharesOf(row).map(shareInEuro),
  references: row.references,
  url: invoicePath(row.number),
  e_invoice_url: row.eInvoice ? eInvoicePath(row.number) : null,
});

/** The documents of some orders as entries, by order id. */
export async function entriesByOrder(db: Tx, orderIds: number[]): Promise<Map<number, InvoiceEntry[]>> {
  const byOrder = new Map<number, InvoiceEntry[]>(orderIds.map((id) => [id, []]));
  for (const row of await invoiceQueries.entriesOfOrders(db, orderIds)) byOrder.get(row.orderId)?.push(entryOf(row));
  return byOrder;
}
