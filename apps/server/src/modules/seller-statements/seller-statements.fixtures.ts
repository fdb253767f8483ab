import { sql } from 'drizzle-orm';
import { categories, products, shops } from '../../db/schema/catalog.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { refundLines, refunds } from '../../db/schema/refunds.ts';
import { shipmentLines, shipments } from '../../db/schema/seller-orders.ts';
import { sellerCategoryCommissions, sellers } from '../../db/schema/sellers.ts';
import type { TestContext } from '../../test/test-app.ts';

let serial = 0;
const address = {
  name: 'Erika Kundin',
  address_1: 'Kundenweg 1',
  address_2: '',
  city: 'Köln',
  zip: '50667',
  country: 'Deutschland',
};

/**
 * Sellers, their shops and products, and orders with shipments and refunds written straight into the tables the
 * seller orders fill (migration 0034): the statements' tests do not depend on how the seller orders are made.
 */
export function statementRows(t: TestContext) {
  const seller = async (name: string, commissionBp: number, iban = 'DE02120300000000202051') => {
    serial++;
    const [row] = await t.db
      .insert(sellers)
      .values({
        companyName: name,
        street: `Werkstraße ${serial}`,
        zip: '24103',
        city: 'Kiel',
        country: 'DE',
        vatId: `DE${String(100_000_000 + serial)}`,
        iban,
        ibanMasked: `${iban.slice(0, 4)} **** ${iban.slice(-4)}`,
        commissionBp,
        email: `konto${serial}@verkauf.test`,
      })
      .returning({ id: sellers.id });
    const [shop] = await t.db
      .insert(shops)
      .values({ name: `Shop ${name}`, slug: `shop-st-${serial}`, sellerId: row.id })
      .returning({ id: shops.id });
    return { id: row.id, shopId: shop.id };
  };
  const category = async (name: string, parentId: number | null = null) => {
    serial++;
    const [row] = await t.db
      .insert(categories)
      .values({ slug: `st-${serial}`, nameDe: name, parentId })
      .returning({ id: categories.id });
    return row.id;
  };
  const categoryRate = (sellerId: number, categoryId: number, commissionBp: number) =>
    t.db.insert(sellerCategoryCommissions).values({ sellerId, categoryId, commissionBp });
  const product = async (shopId: number, categoryId: number, name: string, priceCents: number) => {
    serial++;
    const [row] = await t.db
      .insert(products)
      .values({ code: `ST-${serial}`, name, categoryId, shopId, priceCents })
      .returning({ id: products.id });
    return { id: row.id, name, code: `ST-${serial}`, priceCents };
  };

  /** A paid order with these lines (unit price = the product's, or given), and its payment. */
  const order = async (
    lines: {
      sellerId: number;
      product: { id: number; name: string; code: string; priceCents: number };
      qty: number;
      vatRate: number;
    }[],
  ) => {
    serial++;
    const total = lines.reduce((n, l) => n + l.product.priceCents * l.qty, 0);
    const [o] = await t.db
      .insert(orders)
      .values({
        orderNumber: `WW-ST-${String(serial).padStart(6, '0')}`,
        email: 'kundin@example.test',
        customerName: 'Erika Kundin',
        status: 'paid',
        subtotalCents: total,
        totalCents: total,
        vatCents: 0,
        shippingAddress: address,
        billingAddress: address,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: orders.id });
    const [payment] = await t.db
      .insert(payments)
      .values({
        orderId: o.id,
        provider: 'test',
        method: 'card',
        idempotencyKey: `st-pay-${serial}`,
        amountCents: total,
        status: 'succeeded',
      })
      .returning({ id: payments.id });
    const items = await t.db
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          orderId: o.id,
          productId: l.product.id,
          productName: l.product.name,
          code: l.product.code,
          unitPriceCents: l.product.priceCents,
          qty: l.qty,
          lineCents: l.product.priceCents * l.qty,
          vatRate: l.vatRate,
          sellerId: l.sellerId,
        })),
      )
      .returning({ id: orderItems.id });
    return { id: o.id, paymentId: payment.id, items: items.map((i) => i.id) };
  };

  const ship = async (orderId: number, lines: { itemId: number; qty: number }[], at: string) => {
    const [s] = await t.db
      .insert(shipments)
      .values({ orderId, carrier: 'DHL', trackingNumber: `T${++serial}`, shippedAt: new Date(at) })
      .returning({ id: shipments.id });
    await t.db
      .insert(shipmentLines)
      .values(lines.map((l) => ({ shipmentId: s.id, orderItemId: l.itemId, qty: l.qty })));
  };

  /** A refund by line; `at` is the moment it succeeded (its updated_at). */
  const refund = async (
    o: { id: number; paymentId: number },
    lines: { itemId: number; qty: number; amountCents: number }[],
    at: string,
    status: 'succeeded' | 'pending' = 'succeeded',
  ) => {
    serial++;
    const [r] = await t.db
      .insert(refunds)
      .values({
        orderId: o.id,
        paymentId: o.paymentId,
        amountCents: lines.reduce((n, l) => n + l.amountCents, 0),
        reason: 'Rückgabe',
        status,
        provider: 'test',
        idempotencyKey: `st-refund-${serial}`,
        requestHash: 'x'.repeat(64),
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .returning({ id: refunds.id });
    await t.db
      .insert(refundLines)
      .values(lines.map((l) => ({ refundId: r.id, orderItemId: l.itemId, qty: l.qty, amountCents: l.amountCents })));
  };

  /** The GS counter of a year as stored. */
  const counter = async (year: number) => {
    const found = (await t.db.execute(
      sql`select last from invoice_counters where series = 'GS' and year = ${year}`,
    )) as unknown as { rows: { last: number }[] };
    return found.rows[0]?.last ?? 0;
  };

  return { seller, category, categoryRate, product, order, ship, refund, counter };
}
