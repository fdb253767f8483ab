import type { products } from '../db/schema/catalog.ts';
import type { orderItems, orders, withdrawals } from '../db/schema/orders.ts';

type Product = typeof products.$inferInsert;
const DAY = 86_400_000;
const VAT = (cents: number) => Math.round((cents * 19) / 119);

/**
 * Past orders of the demo customer (design/demo-data.md, issue 11): delivered, paid and in
 * progress, and one withdrawn, so the order list, detail and PDF have something real to show.
 * Marked is_demo: the only orders `npm run demo -- --reset` may delete.
 */
export function generateDemoOrders(options: {
  products: Product[];
  customer: { id: number; email: string; name: string };
  now: Date;
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
  const plans = [
    { daysAgo: 45, status: 'delivered' as const, lines: [shop[0], shop[1]], withdrawnDaysAgo: null },
    { daysAgo: 9, status: 'paid' as const, lines: [shop[2], ...(light ? [light] : [])], withdrawnDaysAgo: 2 },
    { daysAgo: 2, status: 'processing' as const, lines: [shop[3]], withdrawnDaysAgo: null },
  ];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const withdrawalRows: (typeof withdrawals.$inferInsert)[] = [];
  plans.forEach((plan, i) => {
    const id = i + 1;
    const createdAt = new Date(options.now.getTime() - plan.daysAgo * DAY);
    const lines = plan.lines.filter((p): p is Product => Boolean(p));
    const subtotal = lines.reduce((sum, p) => sum + p.priceCents, 0);
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
      vatCents: VAT(subtotal),
      shippingAddress: {
        ...address,
        delivery_date: new Date(createdAt.getTime() + 14 * DAY).toISOString().slice(0, 10),
      },
      billingAddress: address,
      paymentMethod: i === 1 ? 'paypal' : 'card',
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      paidAt: new Date(createdAt.getTime() + 60_000),
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
        deliveryWeeks: '1-2',
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
  return { orders: orderRows, items: itemRows, withdrawals: withdrawalRows };
}
