import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buttonClicks } from '../../db/schema/button-clicks.ts';
import { categories, products, shops } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { checkoutSteps, orderItems, orders, payments, withdrawals } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { vatTotals } from '../../lib/vat.ts';

const address = { address_1: 'Musterstraße 5', address_2: '', city: 'Leipzig', country: 'Deutschland', zip: '04109' };

/** A small shop for the figures tests: two categories, products with known prices, coupons, and orders written with chosen moments. */
export async function figuresShop(db: Db) {
  const tag = randomBytes(3).toString('hex');
  const [shop] = await db
    .insert(shops)
    .values({ name: `Figuren ${tag}`, slug: `figuren-${tag}` })
    .returning({ id: shops.id });
  const category = async (name: string) =>
    (
      await db
        .insert(categories)
        .values({ slug: `${name.toLowerCase()}-${tag}`, nameDe: `${name} ${tag}` })
        .returning({ id: categories.id, name: categories.nameDe })
    )[0];
  const seating = await category('Sitzen');
  const tables = await category('Tische');
  const product = async (name: string, priceCents: number, categoryId: number, stock = 10, taxRate = 19) =>
    (
      await db
        .insert(products)
        .values({
          code: `F-${randomBytes(4).toString('hex')}`,
          name,
          priceCents,
          stock,
          categoryId,
          shopId: shop.id,
          taxRate,
        })
        .returning({ id: products.id, name: products.name, priceCents: products.priceCents, taxRate: products.taxRate })
    )[0];
  const coupon = async (isGiftCode: boolean) =>
    (
      await db
        .insert(coupons)
        .values({ code: `FIG-${isGiftCode ? 'G' : 'C'}-${tag}`, kind: 'fixed', value: 10, isGiftCode })
        .returning({ id: coupons.id })
    )[0].id;

  let serial = 0;
  /**
   * An order placed at `createdAt`, unpaid as the checkout writes it unless paidAt is given; lines at
   * the products' prices and rates, VAT per rate as the checkout keeps it (a coupon or gift code reduces it).
   */
  async function place(
    userId: number | null,
    createdAt: string,
    lines: { product: { id: number; name: string; priceCents: number; taxRate: number }; qty: number }[],
    options: { discount?: { couponId: number; cents: number }; paidAt?: string } = {},
  ) {
    const { discount, paidAt } = options;
    const subtotal = lines.reduce((s, l) => s + l.product.priceCents * l.qty, 0);
    const vat = vatTotals({
      lines: lines.map((l) => ({ rate: l.product.taxRate, grossCents: l.product.priceCents * l.qty })),
      discountCents: discount?.cents,
    });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `WF-${tag}-${++serial}`,
        userId,
        email: `kunde${userId}@example.test`,
        customerName: 'Figuren Kunde',
        subtotalCents: subtotal,
        discountCents: discount?.cents ?? 0,
        totalCents: vat.grossCents,
        vatCents: vat.vatCents,
        netCents: vat.netCents,
        vatBreakdown: vat.shares,
        couponId: discount?.couponId ?? null,
        shippingAddress: address,
        billingAddress: address,
        expiresAt: new Date(Date.parse(createdAt) + 30 * 60_000),
        createdAt: new Date(createdAt),
        // Paid at once, as seeds and demo data write orders; the checkout pays later (setStatus).
        ...(paidAt ? { status: 'paid' as const, paidAt: new Date(paidAt) } : {}),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        productName: l.product.name,
        unitPriceCents: l.product.priceCents,
        qty: l.qty,
        lineCents: l.product.priceCents * l.qty,
        vatRate: l.product.taxRate,
      })),
    );
    return order.id;
  }

  const setStatus = (id: number, status: typeof orders.$inferInsert.status, paidAt?: string) =>
    db
      .update(orders)
      .set({ status, ...(paidAt ? { paidAt: new Date(paidAt) } : {}) })
      .where(eq(orders.id, id));

  const withdraw = (orderId: number, at: string) =>
    db.insert(withdrawals).values({ orderId, email: 'kunde@example.test', createdAt: new Date(at) });

  /** A refund of the order's payment, asked for at `at`; counts once it succeeded. Answers its id. */
  async function refund(orderId: number, cents: number, at: string, status: 'pending' | 'succeeded' | 'failed') {
    const key = `${tag}-${++serial}`;
    const [payment] = await db
      .insert(payments)
      .values({
        orderId,
        provider: 'test',
        method: 'card',
        idempotencyKey: `pay-${key}`,
        amountCents: cents,
        status: 'succeeded',
      })
      .returning({ id: payments.id });
    const [row] = await db
      .insert(refunds)
      .values({
        orderId,
        paymentId: payment.id,
        amountCents: cents,
        reason: 'Figuren-Test',
        status,
        provider: 'test',
        idempotencyKey: `refund-${key}`,
        requestHash: key,
        createdAt: new Date(at),
      })
      .returning({ id: refunds.id });
    return row.id;
  }

  const setRefundStatus = (id: number, status: 'pending' | 'succeeded' | 'failed') =>
    db.update(refunds).set({ status }).where(eq(refunds.id, id));

  /** `count` clicks of one event at one moment (button clicks for the product buttons, checkout steps otherwise). */
  async function clicks(event: string, at: string, count = 1, productId = 0) {
    const createdAt = new Date(at);
    const rows = Array.from({ length: count });
    if (event.startsWith('ADD_TO_'))
      await db.insert(buttonClicks).values(rows.map(() => ({ productId, button: event, createdAt })));
    else await db.insert(checkoutSteps).values(rows.map(() => ({ step: event, payload: {}, createdAt })));
  }

  return { seating, tables, product, coupon, place, setStatus, withdraw, refund, setRefundStatus, clicks };
}
