import { berlinDay } from '@wohnwerk/contract/shop-time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { products } from '../db/schema/catalog.ts';
import { orderHistory } from '../db/schema/order-history.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { sellerOrders, sellerRefusals, shipmentLines, shipments } from '../db/schema/seller-orders.ts';
import { sellers } from '../db/schema/sellers.ts';

type Product = typeof products.$inferInsert;
const DAY = 86_400_000;

/**
 * How a demo marketplace order's seller orders stand (decision 170): all shipped (Wohnwerk's own lines too), the
 * first seller shipped and the second confirmed, the one seller's line refused (for staff to refund), confirmed
 * with a ship date, or new.
 */
export type MarketFlow = 'shipped' | 'partly' | 'refused' | 'confirmed' | 'open';

export interface MarketPlan {
  daysAgo: number;
  status: 'paid' | 'partially_shipped' | 'shipped' | 'delivered';
  lines: Product[];
  flow: MarketFlow;
}

/** The first seller of an order ships by forwarder, the second by parcel; Wohnwerk's own lines go with DPD. */
const carrierOf = (seller: number, orderId: number) =>
  seller === 0
    ? { carrier: 'Spedition', tracking: `NH-${String(orderId).padStart(6, '0')}` }
    : { carrier: 'DHL', tracking: `00340434${String(orderId).padStart(12, '0')}` };
const ownCarrier = (orderId: number) => ({ carrier: 'DPD', tracking: `0150501${String(orderId).padStart(7, '0')}` });

/**
 * The seller shops' ids, each with products in stock: a small catalogue (a test's 40 products) has few series, all
 * of one shop, so the last in-stock products of other shops move to an empty seller shop, three each, before the
 * catalogue is written. A large one is left as generated. Deterministic, as the catalogue is.
 */
export function sellerShopsStocked(
  catalog: { shops: { id: number; slug: string }[]; products: Product[] },
  slugs: readonly string[],
): number[] {
  const ids = slugs.map((slug) => catalog.shops.find((s) => s.slug === slug)?.id ?? 0);
  const sellable = (p: Product) => !p.isLight && (p.stock ?? 0) > 0;
  for (const id of ids) {
    if (!id || catalog.products.some((p) => p.shopId === id && sellable(p))) continue;
    const others = catalog.products.filter((p) => sellable(p) && !ids.includes(p.shopId!));
    for (const p of others.slice(-3)) p.shopId = id;
  }
  return ids.filter(Boolean);
}

/**
 * A month of marketplace orders of the demo customer: lines of the two seller shops (Nordholz Outlet, Schlafwelt
 * Store), some with a line of Wohnwerk's own, in every stage a seller meets. Products are taken in id order, so the
 * same catalogue gives the same orders; a plan whose seller has no product in stock is left out.
 */
export function marketplacePlans(all: Product[], sellerShopIds: readonly number[], now: Date): MarketPlan[] {
  const sellable = all.filter((p) => !p.isLight && (p.stock ?? 0) > 0);
  const of = (shopId: number | undefined) => sellable.filter((p) => p.shopId === shopId);
  const [a, b] = [of(sellerShopIds[0]), of(sellerShopIds[1])];
  const own = sellable.filter((p) => !sellerShopIds.includes(p.shopId!));
  let turn = 0;
  const pick = (list: Product[]) => (list.length ? [list[turn++ % list.length]] : []);
  // Shipped in the last days of the month before (Europe/Berlin), whatever the day of loading: last month's
  // statement of each seller (decision 171) has shipments to count.
  const lastMonth = Number(berlinDay(now).slice(8, 10)) + 6;
  const plans: (Omit<MarketPlan, 'lines'> & { picks: ('a' | 'b' | 'own')[] })[] = [
    { daysAgo: lastMonth, status: 'delivered', picks: ['a', 'b'], flow: 'shipped' },
    { daysAgo: 27, status: 'delivered', picks: ['a', 'b'], flow: 'shipped' },
    { daysAgo: 22, status: 'shipped', picks: ['b', 'own'], flow: 'shipped' },
    { daysAgo: 16, status: 'shipped', picks: ['a'], flow: 'shipped' },
    { daysAgo: 11, status: 'partially_shipped', picks: ['a', 'b'], flow: 'partly' },
    { daysAgo: 8, status: 'paid', picks: ['b'], flow: 'refused' },
    { daysAgo: 5, status: 'paid', picks: ['a', 'own'], flow: 'confirmed' },
    { daysAgo: 2, status: 'paid', picks: ['b', 'a'], flow: 'open' },
    { daysAgo: 1, status: 'paid', picks: ['a'], flow: 'open' },
  ];
  return plans.flatMap(({ picks, ...plan }) => {
    const lines = picks.flatMap((p) => pick(p === 'a' ? a : p === 'b' ? b : own));
    const sellerLines = lines.filter((l) => sellerShopIds.includes(l.shopId!));
    // Both sellers' lines where the plan names both, else none of it: a shop of 40 products may lack one seller.
    const wanted = picks.filter((p) => p !== 'own').length;
    if (!sellerLines.length || sellerLines.length < wanted) return [];
    return [{ ...plan, lines }];
  });
}

type ItemRow = typeof orderItems.$inferSelect;
type Market = { orderId: number; orderNumber: string; paidAt: Date; plan: MarketPlan };
interface Shipped {
  when: Date;
  by: string;
  source: string;
  carrier: string;
  tracking: string;
}

/** The day n days before now, at an hour offset. */
const before =
  (now: Date) =>
  (daysAgo: number, hours = 0) =>
    new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function insertShipment(tx: Tx, orderId: number, sellerOrderId: number | null, lines: ItemRow[], e: Shipped) {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId,
      sellerOrderId,
      carrier: e.carrier,
      trackingNumber: e.tracking,
      shippedAt: e.when,
      createdByName: e.by,
    })
    .returning({ id: shipments.id });
  await tx.insert(shipmentLines).values(lines.map((i) => ({ shipmentId: row.id, orderItemId: i.id, qty: i.qty })));
}

/** One seller's seller order of a demo order as its flow has it; answers its shipment, if it shipped. */
async function writeSellerOrder(
  tx: Tx,
  m: Market,
  seller: { id: number; n: number; name: string; lines: ItemRow[] },
  now: Date,
): Promise<Shipped | null> {
  const at = before(now);
  const { flow, daysAgo } = m.plan;
  const ships = flow === 'shipped' || (flow === 'partly' && seller.n === 0);
  const confirmed = flow !== 'open' && flow !== 'refused';
  const status = ships ? 'shipped' : flow === 'refused' ? 'refused' : confirmed ? 'confirmed' : 'open';
  const [row] = await tx
    .insert(sellerOrders)
    .values({
      orderId: m.orderId,
      sellerId: seller.id,
      number: `${m.orderNumber}-S${seller.n + 1}`,
      status,
      expectedShipOn: confirmed ? dayOf(ships ? at(daysAgo - 3) : at(-2)) : null,
      confirmedAt: confirmed ? at(daysAgo - 1) : null,
      createdAt: m.paidAt,
      updatedAt: m.paidAt,
    })
    .returning({ id: sellerOrders.id });
  const itemIds = seller.lines.map((i) => i.id);
  await tx.update(orderItems).set({ sellerOrderId: row.id }).where(inArray(orderItems.id, itemIds));
  if (status === 'refused') {
    const reason = 'Artikel beim Hersteller nicht mehr lieferbar.';
    await tx
      .insert(sellerRefusals)
      .values(
        itemIds.map((orderItemId) => ({ orderItemId, sellerOrderId: row.id, reason, refusedAt: at(daysAgo - 1) })),
      );
  }
  if (!ships) return null;
  const shipped = {
    when: at(daysAgo - 3 - seller.n, 10),
    by: seller.name,
    source: 'seller',
    ...carrierOf(seller.n, m.orderId),
  };
  await insertShipment(tx, m.orderId, row.id, seller.lines, shipped);
  return shipped;
}

/** The history after payment: partly shipped at the first shipment, shipped at the last, delivered days later. */
async function writeShippedHistory(tx: Tx, m: Market, events: Shipped[], now: Date) {
  const sorted = [...events].sort((x, y) => x.when.getTime() - y.when.getTime());
  const done = m.plan.flow === 'shipped';
  const history: (typeof orderHistory.$inferInsert)[] = [];
  const move = (
    when: Date,
    from: 'paid' | 'partially_shipped' | 'shipped',
    to: typeof from | 'delivered',
    e: { by: string; source: string },
  ) => history.push({ orderId: m.orderId, at: when, fromStatus: from, toStatus: to, userName: e.by, source: e.source });
  sorted.forEach((e, i) => {
    const last = done && i === sorted.length - 1;
    if (i === 0) move(e.when, 'paid', last ? 'shipped' : 'partially_shipped', e);
    else if (last) move(e.when, 'partially_shipped', 'shipped', e);
  });
  const last = sorted.at(-1);
  if (done && last) {
    const delivered = m.plan.status === 'delivered' ? before(now)(m.plan.daysAgo - 7) : null;
    // The order row keeps the last shipment, as a shipment by the shop leaves it (decision 170).
    await tx
      .update(orders)
      .set({
        carrier: last.carrier,
        trackingNumber: last.tracking,
        shippedAt: last.when,
        deliveredOn: delivered && dayOf(delivered),
      })
      .where(eq(orders.id, m.orderId));
    if (delivered) move(delivered, 'shipped', 'delivered', { by: 'Wohnwerk', source: 'staff' });
  }
  if (history.length) await tx.insert(orderHistory).values(history);
}

/**
 * Seller orders, shipments, refusals and the history of the demo's marketplace orders, as the shop would have
 * written them: the lines' shop and seller snapshot, one seller order per seller (`-S{n}` in seller id order), each
 * seller's shipment three and four days after the order, Wohnwerk's own lines shipped four days after.
 */
export async function writeDemoSellerOrders(tx: Tx, market: Market[], now: Date): Promise<void> {
  if (!market.length) return;
  const ids = market.map((m) => m.orderId);
  await tx.execute(sql`update order_items i set shop_id = p.shop_id, seller_id = s.seller_id
    from products p join shops s on s.id = p.shop_id
    where p.id = i.product_id and i.order_id in ${sql.raw(`(${ids.join(',')})`)}`);
  const names = new Map(
    (await tx.select({ id: sellers.id, name: sellers.companyName }).from(sellers)).map((s) => [s.id, s.name]),
  );
  const items = await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  for (const m of market) {
    const lines = items.filter((i) => i.orderId === m.orderId);
    const sellerIds = [...new Set(lines.flatMap((i) => (i.sellerId === null ? [] : [i.sellerId])))].sort(
      (x, y) => x - y,
    );
    const events: Shipped[] = [];
    for (const [n, id] of sellerIds.entries()) {
      const seller = { id, n, name: names.get(id) ?? '', lines: lines.filter((i) => i.sellerId === id) };
      const shipped = await writeSellerOrder(tx, m, seller, now);
      if (shipped) events.push(shipped);
    }
    const own = lines.filter((i) => i.sellerId === null);
    if (m.plan.flow === 'shipped' && own.length) {
      const shipped = {
        when: before(now)(m.plan.daysAgo - 4, 12),
        by: 'Wohnwerk',
        source: 'staff',
        ...ownCarrier(m.orderId),
      };
      await insertShipment(tx, m.orderId, null, own, shipped);
      events.push(shipped);
    }
    await writeShippedHistory(tx, m, events, now);
  }
}
