import type { products } from '../db/schema/catalog.ts';
import { orderHistory } from '../db/schema/order-history.ts';
import { type orderItems, type orders, payments, type withdrawals } from '../db/schema/orders.ts';
import { refunds } from '../db/schema/refunds.ts';
import { vatTotals } from '../lib/vat.ts';
import type { Tx } from '../db/client.ts';
import { itemsOf, orderById } from '../modules/orders/orders.service.ts';
import { issueCreditNote, issueInvoice } from '../modules/invoices/invoices.service.ts';
import { type MarketFlow, type MarketPlan, marketplacePlans, writeDemoSellerOrders } from './seller-orders.ts';

type Product = typeof products.$inferInsert;
const DAY = 86_400_000;

type Plan = {
  daysAgo: number;
  status: (typeof orders.$inferInsert)['status'] & string;
  lines: (Product | undefined)[];
  withdrawnDaysAgo: number | null;
  paid?: boolean;
  shipped?: { carrier: string; tracking: string; daysAgo: number; deliveredDaysAgo?: number };
  refund?: { reason: string; restock: boolean };
  /** A marketplace order: how its seller orders stand (demo/seller-orders.ts). */
  market?: MarketFlow;
};

/**
 * Past orders of the demo customer (design/demo-data.md, decision 050): delivered, paid and in
 * progress, and one withdrawn, so the order list, detail and PDF have something real to show.
 * Marked is_demo: the only orders `npm run demo -- --reset` may delete.
 */
export function generateDemoOrders(options: {
  products: Product[];
  customer: { id: number; email: string; name: string };
  now: Date;
  /** The seller shops (Nordholz Outlet, Schlafwelt Store): their products make the marketplace orders. */
  sellerShopIds?: readonly number[];
}) {
  const shop = options.products.filter((p) => !p.isLight && (p.stock ?? 0) > 0).slice(0, 6);
  const light = options.products.find((p) => p.isLight);
  const address = {
    name: options.customer.name,
    address_1: 'Musterstraße 5',
    address_2: '2. OG links',
    city: 'Berlin',
    state: 'Berlin',
    country: 'Deutschland',
    zip: '10115',
  };
  // Every status a back office meets (decision 120): some shipped with tracking, one refunded with its credit note.
  const plans: Plan[] = [
    {
      daysAgo: 45,
      status: 'delivered',
      lines: [shop[0], shop[1]],
      withdrawnDaysAgo: null,
      shipped: { carrier: 'Spedition', tracking: 'SP-2026-448812', daysAgo: 40, deliveredDaysAgo: 38 },
    },
    { daysAgo: 9, status: 'paid', lines: [shop[2], ...(light ? [light] : [])], withdrawnDaysAgo: 2 },
    { daysAgo: 2, status: 'processing', lines: [shop[3]], withdrawnDaysAgo: null },
    {
      daysAgo: 6,
      status: 'shipped',
      lines: [shop[4]],
      withdrawnDaysAgo: null,
      shipped: { carrier: 'DHL', tracking: '00340434161094042557', daysAgo: 1 },
    },
    {
      daysAgo: 21,
      status: 'delivered',
      lines: [shop[5]],
      withdrawnDaysAgo: null,
      shipped: { carrier: 'DPD', tracking: '01505012345678', daysAgo: 18, deliveredDaysAgo: 16 },
    },
    {
      daysAgo: 30,
      status: 'refunded',
      lines: [shop[1]],
      withdrawnDaysAgo: 20,
      shipped: { carrier: 'Spedition', tracking: 'SP-2026-447120', daysAgo: 27, deliveredDaysAgo: 24 },
      refund: { reason: 'Widerruf: Ware zurückerhalten', restock: true },
    },
    { daysAgo: 12, status: 'cancelled', lines: [shop[2]], withdrawnDaysAgo: null, paid: false },
    { daysAgo: 1, status: 'paid', lines: [shop[3], shop[0]], withdrawnDaysAgo: null },
    { daysAgo: 0, status: 'pending_payment', lines: [shop[5]], withdrawnDaysAgo: null, paid: false },
    // A month of marketplace orders after them (decision 170): the seller portal has orders in every stage.
    ...marketplacePlans(options.products, options.sellerShopIds ?? [], options.now).map(
      (m): Plan => ({ daysAgo: m.daysAgo, status: m.status, lines: m.lines, withdrawnDaysAgo: null, market: m.flow }),
    ),
  ];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const withdrawalRows: (typeof withdrawals.$inferInsert)[] = [];
  plans.forEach((plan, i) => {
    const id = i + 1;
    const createdAt = new Date(options.now.getTime() - plan.daysAgo * DAY);
    const lines = plan.lines.filter((p): p is Product => Boolean(p));
    const subtotal = lines.reduce((sum, p) => sum + p.priceCents, 0);
    // VAT per rate as the checkout keeps it (decision 153).
    const vat = vatTotals({ lines: lines.map((p) => ({ rate: p.taxRate ?? 19, grossCents: p.priceCents })) });
    orderRows.push({
      id,
      orderNumber: `WW-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`,
      userId: options.customer.id,
      email: options.customer.email,
      customerName: options.customer.name,
      status: plan.status,
      subtotalCents: subtotal,
      discountCents: 0,
      totalCents: subtotal,
      vatCents: vat.vatCents,
      netCents: vat.netCents,
      vatBreakdown: vat.shares,
      shippingAddress: {
        ...address,
        delivery_date: new Date(createdAt.getTime() + 14 * DAY).toISOString().slice(0, 10),
      },
      billingAddress: address,
      paymentMethod: i === 1 || i === 4 ? 'paypal' : 'card',
      // The unpaid one waits for its payment from now on (the sweep cancels it after 30 minutes).
      expiresAt: new Date(
        (plan.status === 'pending_payment' ? options.now.getTime() : createdAt.getTime()) + 30 * 60_000,
      ),
      paidAt: plan.paid === false ? null : new Date(createdAt.getTime() + 60_000),
      cancelledAt: plan.status === 'cancelled' ? new Date(createdAt.getTime() + 45 * 60_000) : null,
      carrier: plan.shipped?.carrier ?? null,
      trackingNumber: plan.shipped?.tracking ?? null,
      shippedAt: plan.shipped ? new Date(options.now.getTime() - plan.shipped.daysAgo * DAY) : null,
      deliveredOn:
        plan.shipped?.deliveredDaysAgo === undefined
          ? null
          : new Date(options.now.getTime() - plan.shipped.deliveredDaysAgo * DAY).toISOString().slice(0, 10),
      restockedAt: plan.refund?.restock ? new Date(options.now.getTime() - 18 * DAY) : null,
      withdrawnAt:
        plan.withdrawnDaysAgo === null ? null : new Date(options.now.getTime() - plan.withdrawnDaysAgo * DAY),
      isDemo: true,
      createdAt,
      updatedAt: createdAt,
    });
    for (const p of lines) {
      itemRows.push({
        orderId: id,
        productId: p.id!,
        isLight: Boolean(p.isLight),
        productName: p.name,
        productDescription: (p.description ?? '').slice(0, 500),
        code: p.code,
        unitPriceCents: p.priceCents,
        qty: 1,
        lineCents: p.priceCents,
        vatRate: p.taxRate ?? 19,
        deliveryWeeks: '1-2',
        // A cancelled order's units went back, as did those of a refund with restock (decision 163).
        restockedQty: plan.status === 'cancelled' || plan.refund?.restock ? 1 : 0,
      });
    }
    if (plan.withdrawnDaysAgo !== null) {
      withdrawalRows.push({
        orderId: id,
        email: options.customer.email,
        name: options.customer.name,
        reason: 'Farbe passt nicht zum Raum.',
        createdAt: new Date(options.now.getTime() - plan.withdrawnDaysAgo * DAY),
      });
    }
  });
  return { orders: orderRows, items: itemRows, withdrawals: withdrawalRows, plans };
}

/**
 * What paying, shipping and refunding left behind for the demo orders, written the way the shop
 * writes it: payments, the invoices (numbered by the same counter), the status history, and for
 * the refunded order its refund and credit note.
 */
/** Adds a status change of one order to `history`. */
const historyStep =
  (history: (typeof orderHistory.$inferInsert)[], orderId: number) =>
  (
    when: Date,
    from: Plan['status'] | null,
    to: Plan['status'],
    by: { id: number; name: string } | null,
    note?: string,
  ) =>
    history.push({
      orderId,
      at: when,
      fromStatus: from,
      toStatus: to,
      userId: by?.id ?? null,
      userName: by?.name ?? null,
      note: note ?? null,
    });

/** A marketplace order's plan as writeDemoSellerOrders takes it. */
const marketPlanOf = (plan: Plan): MarketPlan => ({
  daysAgo: plan.daysAgo,
  status: plan.status as MarketPlan['status'],
  lines: plan.lines.filter((p): p is Product => Boolean(p)),
  flow: plan.market!,
});

/** The demo's full refund of an order and its credit note. */
async function writeDemoRefund(
  tx: Tx,
  order: NonNullable<Awaited<ReturnType<typeof orderById>>>,
  paymentId: number,
  refund: NonNullable<Plan['refund']>,
  staff: { id: number; name: string },
  when: Date,
): Promise<void> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId,
      amountCents: order.totalCents,
      reason: refund.reason,
      restock: refund.restock,
      status: 'succeeded',
      provider: 'test',
      providerRef: `test_re_demo${order.id}`,
      idempotencyKey: `demo-refund:${order.id}`,
      requestHash: 'demo',
      createdBy: staff.id,
      createdByName: staff.name,
      createdAt: when,
      updatedAt: when,
    })
    .returning();
  await issueCreditNote(tx, order, row, when);
}

export async function writeDemoOrderRecords(
  tx: Tx,
  demo: ReturnType<typeof generateDemoOrders>,
  staff: { id: number; name: string },
  now: Date,
): Promise<void> {
  const market: Parameters<typeof writeDemoSellerOrders>[1] = [];
  for (const [i, plan] of demo.plans.entries()) {
    const row = demo.orders[i];
    const order = (await orderById(tx, row.id!))!;
    const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * 60_000);
    const history: (typeof orderHistory.$inferInsert)[] = [];
    const step = historyStep(history, order.id);
    if (plan.paid === false) {
      // An unpaid order has a history only where it was cancelled.
      if (plan.status === 'cancelled') {
        step(order.cancelledAt!, 'pending_payment', 'cancelled', null);
        await tx.insert(orderHistory).values(history);
      }
      continue;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: 'test',
        method: order.paymentMethod,
        idempotencyKey: `demo:${order.id}`,
        amountCents: order.totalCents,
        status: 'succeeded',
        providerRef: `test_ch_demo${order.id}`,
        createdAt: order.paidAt!,
        updatedAt: order.paidAt!,
      })
      .returning();
    await issueInvoice(tx, order, await itemsOf(tx, order.id), order.paidAt!);
    step(order.paidAt!, 'pending_payment', 'paid', null);
    if (plan.market) {
      // Sellers and Wohnwerk ship a marketplace order by shipment: writeDemoSellerOrders writes the rest of its history.
      await tx.insert(orderHistory).values(history);
      market.push({
        orderId: order.id,
        orderNumber: order.orderNumber,
        paidAt: order.paidAt!,
        plan: marketPlanOf(plan),
      });
      continue;
    }
    const chain: Plan['status'][] = ['paid', 'processing', 'shipped', 'delivered'];
    const reached = plan.status === 'refunded' ? 3 : chain.indexOf(plan.status);
    if (reached >= 1) step(at(plan.daysAgo, 240), 'paid', 'processing', staff);
    if (reached >= 2 && plan.shipped)
      step(order.shippedAt!, 'processing', 'shipped', staff, `${plan.shipped.carrier} ${plan.shipped.tracking}`);
    if (reached >= 3 && plan.shipped?.deliveredDaysAgo !== undefined)
      step(at(plan.shipped.deliveredDaysAgo), 'shipped', 'delivered', staff);
    if (plan.refund) {
      const when = at(18);
      await writeDemoRefund(tx, order, payment.id, plan.refund, staff, when);
      step(when, 'delivered', 'refunded', staff, plan.refund.reason);
    }
    await tx.insert(orderHistory).values(history);
  }
  await writeDemoSellerOrders(tx, market, now);
}
