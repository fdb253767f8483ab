import { createHash } from 'node:crypto';
import type { InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import type { InvoiceDocument } from '../../db/schema/invoices.ts';
import type { orderItems } from '../../db/schema/orders.ts';
import { centsToEuro } from '../../lib/money.ts';
import { seller } from '../../lib/seller.ts';
import type { OrderRow, Tx } from '../checkout/checkout.queries.ts';
import { VAT_RATE, vatContainedCents } from '../checkout/checkout.totals.ts';
import { addressLines } from '../checkout/order-confirmation.ts';
import * as q from './invoices.queries.ts';
import { renderInvoicePdf } from './invoices.pdf.ts';

type Item = typeof orderItems.$inferSelect;

/** Root path of a document's PDF (opened with a bearer or a signed link; decision 051's scheme). */
export const invoicePath = (number: string) => `/invoice-pdf/${number}`;
/** The outbox attachment kind whose builder reads the stored PDF. */
export const INVOICE_ATTACHMENT = 'invoice-pdf';

const berlinYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));

function frozenParts(
  order: OrderRow,
): Pick<InvoiceDocument, 'seller' | 'buyer' | 'orderNumber' | 'orderDate' | 'paymentMethod'> {
  const s = seller();
  return {
    seller: { ...s },
    buyer: { name: order.customerName, email: order.email, lines: addressLines(order.billingAddress) },
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
  };
}

/** The day of delivery when recorded, else the expected one on the order. */
const deliveryDay = (order: OrderRow) => order.deliveredOn ?? order.shippingAddress.delivery_date ?? null;

/**
 * Issues the invoice of a paid order in the paying transaction: the next RE number of the year,
 * the content frozen (seller, buyer, lines, totals). Called once per order, by the one
 * confirmation that moved it to paid; a unique index refuses a second invoice for an order.
 */
export async function issueInvoice(
  db: Tx,
  order: OrderRow,
  items: Item[],
  at = new Date(),
): Promise<{ id: number; number: string }> {
  const document: InvoiceDocument = {
    ...frozenParts(order),
    deliveryDate: deliveryDay(order),
    lines: items.map((i) => ({
      description: i.productName,
      code: i.code,
      qty: i.qty,
      unitCents: i.unitPriceCents,
      lineCents: i.lineCents,
    })),
    discount:
      order.discountCents > 0
        ? { text: order.couponText ?? `Gutschein ${order.couponCode ?? ''}`.trim(), cents: order.discountCents }
        : null,
    reason: null,
    references: null,
  };
  return q.insertNumbered(db, 'RE', berlinYear(at), {
    type: 'invoice',
    orderId: order.id,
    issuedAt: at,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    netCents: order.totalCents - order.vatCents,
    vatRate: VAT_RATE,
    document,
  });
}

/**
 * A credit note (Rechnungskorrektur) for money given back: its own RK number, the refunded gross
 * amount with the VAT it contains, referencing the order's invoice. The invoice itself never changes.
 */
export async function issueCreditNote(
  db: Tx,
  order: OrderRow,
  refund: { id: number; amountCents: number; reason: string },
  at = new Date(),
): Promise<{ id: number; number: string }> {
  const invoice = await q.invoiceOfOrder(db, order.id);
  const vat = vatContainedCents(refund.amountCents);
  const document: InvoiceDocument = {
    ...frozenParts(order),
    deliveryDate: deliveryDay(order),
    lines: [
      {
        description: `Erstattung zur Bestellung ${order.orderNumber}`,
        code: null,
        qty: 1,
        unitCents: refund.amountCents,
        lineCents: refund.amountCents,
      },
    ],
    discount: null,
    reason: refund.reason,
    references: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() } : null,
  };
  return q.insertNumbered(db, 'RK', berlinYear(at), {
    type: 'credit_note',
    orderId: order.id,
    refundId: refund.id,
    referencesId: invoice?.id ?? null,
    issuedAt: at,
    totalCents: refund.amountCents,
    vatCents: vat,
    netCents: refund.amountCents - vat,
    vatRate: VAT_RATE,
    document,
  });
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A document's PDF as stored. The first reader (the confirmation mail's delivery, or a download)
 * renders it from the frozen content and stores bytes and checksum; from then on the stored bytes
 * are served, checked against their checksum.
 */
export async function storedPdf(db: Tx, invoice: q.InvoiceRow): Promise<Buffer> {
  if (invoice.pdf && invoice.sha256) {
    if (sha256Of(invoice.pdf) !== invoice.sha256)
      throw new Error(`invoice ${invoice.number}: stored PDF does not match its checksum`);
    return invoice.pdf;
  }
  const pdf = await renderInvoicePdf(invoice);
  if (await q.storePdf(db, invoice.id, pdf, sha256Of(pdf))) return pdf;
  const stored = await q.invoiceById(db, invoice.id);
  return stored!.pdf!;
}

/** The invoice (not a credit note) of an order, if it has one. */
export const invoiceOfOrder = q.invoiceOfOrder;

/** The API shape of a document. */
export const entryOf = (row: q.InvoiceEntryRow): InvoiceEntry => ({
  number: row.number,
  type: row.type,
  issued_at: row.issuedAt.toISOString(),
  total: centsToEuro(row.totalCents),
  net: centsToEuro(row.netCents),
  vat: centsToEuro(row.vatCents),
  vat_rate: row.vatRate,
  references: row.references,
  url: invoicePath(row.number),
});

/** The documents of some orders as entries, by order id. */
export async function entriesByOrder(db: Tx, orderIds: number[]): Promise<Map<number, InvoiceEntry[]>> {
  const byOrder = new Map<number, InvoiceEntry[]>(orderIds.map((id) => [id, []]));
  for (const row of await q.entriesOfOrders(db, orderIds)) byOrder.get(row.orderId)?.push(entryOf(row));
  return byOrder;
}
