import { berlinDay } from '@wohnwerk/contract/shop-time';
import {
  SELLER_ORDERS_PER_PAGE,
  type SellerOrder,
  type SellerOrderConfirm,
  type SellerOrderStatus,
  type SellerRefuseBody,
  type SellerShipmentBody,
  type SellerSummary,
  sellerOrderTexts as texts,
} from '@wohnwerk/contract/seller-orders';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { orderById } from '../orders/orders.service.ts';
import { followShipments, mailShipment, type ParcelMail, shippingStatuses } from './order-follow.ts';
import { type SellerOrderLines, sellerOrderAnswer } from './seller-order-answer.ts';
import * as queries from './seller-orders.queries.ts';

export { splitBySeller } from './order-split.ts';
export { mailShipment, shipOwnLines } from './order-follow.ts';
export { customerShipments, staffOrderView, openRefusals } from './seller-orders.views.ts';

const notFound = () => new AppError('not_found', texts.notFound);
const refusal = (errors: Record<string, string[]>) => new AppError('validation', messages.invalid, errors);
const closed: readonly SellerOrderStatus[] = ['shipped', 'refused', 'cancelled'];

/** A seller order's status from its lines: refused when all are, shipped when every unit not refused is. */
function statusOfLines(lines: SellerOrderLines, confirmed: boolean): SellerOrderStatus {
  const kept = lines.filter((l) => l.refusalReason === null);
  if (!kept.length) return 'refused';
  if (kept.every((l) => l.shippedQty >= l.qty)) return 'shipped';
  if (kept.some((l) => l.shippedQty > 0)) return 'partially_shipped';
  return confirmed ? 'confirmed' : 'open';
}

/**
 * The seller's side of their orders (decision 170). The seller comes from the session, never from the request: a
 * seller order of another seller answers 404 like a missing one. Every change runs in one transaction that locks the
 * order first, then the seller order, so two sellers of one order (or a seller and staff) take turns and the
 * order's status follows what all of them did.
 */
export class SellerOrdersService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  private sellerOf(user: AuthUser): number {
    if (user.sellerId === null) throw notFound();
    return user.sellerId;
  }

  async list(user: AuthUser, q: { status?: SellerOrderStatus; page: number }) {
    const sellerId = this.sellerOf(user);
    const { rows, total } = await queries.sellerOrderPage(this.db, {
      sellerId,
      status: q.status,
      limit: SELLER_ORDERS_PER_PAGE,
      offset: (q.page - 1) * SELLER_ORDERS_PER_PAGE,
    });
    return {
      data: await this.answers(this.db, rows),
      meta: { total, page: q.page, per_page: SELLER_ORDERS_PER_PAGE },
    };
  }

  async get(user: AuthUser, id: number): Promise<SellerOrder> {
    const row = await queries.sellerOrderOf(this.db, this.sellerOf(user), id);
    if (!row) throw notFound();
    const [answer] = await this.answers(this.db, [row]);
    return answer;
  }

  async summary(user: AuthUser): Promise<SellerSummary> {
    const s = await queries.summaryOf(this.db, this.sellerOf(user));
    return { to_confirm: s.toConfirm, to_ship: s.toShip, refused: s.refused, returns: s.returns };
  }

  /** Confirms with the day the seller expects to ship (today or later); a later confirmation changes the day. */
  async confirm(user: AuthUser, id: number, body: SellerOrderConfirm): Promise<SellerOrder> {
    if (body.expected_ship_on < berlinDay(new Date())) throw refusal({ expected_ship_on: [texts.shipOnPast] });
    return this.change(user, id, async (db, row, lines) => {
      await queries.updateSellerOrder(db, row.order.id, {
        expectedShipOn: body.expected_ship_on,
        status: statusOfLines(lines, true),
        confirm: true,
      });
      return null;
    });
  }

  /**
   * A shipment of some units: each named line must be the seller order's, not refused, and have that many units
   * left (ordered − shipped). Shipping confirms an unconfirmed order. The customer gets the shipment's mail, sent
   * once the order has followed: "teilweise versandt" or, for the parcel that completes it, "versandt".
   */
  async ship(user: AuthUser, id: number, body: SellerShipmentBody): Promise<SellerOrder> {
    return this.change(user, id, async (db, row, lines, order) => {
      const errors: Record<string, string[]> = {};
      body.lines.forEach((wanted, i) => {
        const line = lines.find((l) => l.id === wanted.order_item_id);
        if (!line) errors[`lines.${i}.order_item_id`] = [texts.lineNotFound];
        else if (line.refusalReason !== null) errors[`lines.${i}.order_item_id`] = [texts.lineRefused];
        else if (wanted.qty > line.qty - line.shippedQty)
          errors[`lines.${i}.qty`] = [texts.qtyTooMany(line.qty - line.shippedQty)];
      });
      if (Object.keys(errors).length) throw refusal(errors);
      const shipment = { carrier: body.carrier, trackingNumber: body.tracking_number };
      await queries.insertShipment(db, {
        orderId: order.id,
        sellerOrderId: row.order.id,
        ...shipment,
        createdBy: user.id,
        createdByName: user.name,
        lines: body.lines.map((l) => ({ orderItemId: l.order_item_id, qty: l.qty })),
      });
      const after = lines.map((l) => ({
        ...l,
        shippedQty: l.shippedQty + (body.lines.find((w) => w.order_item_id === l.id)?.qty ?? 0),
      }));
      await queries.updateSellerOrder(db, row.order.id, { status: statusOfLines(after, true), confirm: true });
      // The mail follows the order's move (change()): whether this parcel completes it decides its wording.
      return {
        ...shipment,
        lines: body.lines.map((w) => ({ name: lines.find((l) => l.id === w.order_item_id)!.productName, qty: w.qty })),
      };
    });
  }

  /** Refuses a line none of whose units shipped: staff see it (GET /admin/seller-refusals) and refund it. */
  async refuse(user: AuthUser, id: number, orderItemId: number, body: SellerRefuseBody): Promise<SellerOrder> {
    return this.change(user, id, async (db, row, lines) => {
      const line = lines.find((l) => l.id === orderItemId);
      if (!line) throw new AppError('not_found', texts.lineNotFound);
      if (line.refusalReason !== null) throw new AppError('conflict', texts.refuseTwice);
      if (line.shippedQty > 0) throw new AppError('conflict', texts.refuseShipped);
      await queries.insertRefusal(db, {
        orderItemId,
        sellerOrderId: row.order.id,
        reason: body.reason,
        refusedBy: user.id,
      });
      const after = lines.map((l) => (l.id === orderItemId ? { ...l, refusalReason: body.reason } : l));
      await queries.updateSellerOrder(db, row.order.id, {
        status: statusOfLines(after, row.order.confirmedAt !== null),
      });
      return null;
    });
  }

  /**
   * One change of a seller order: the order locked, then the seller order (404 when not the caller's), refused with
   * 409 once closed or when the order no longer ships (cancelled, refunded); then the order follows its shipments.
   */
  private async change(
    user: AuthUser,
    id: number,
    act: (
      db: Tx,
      row: NonNullable<Awaited<ReturnType<typeof queries.sellerOrderOf>>>,
      lines: SellerOrderLines,
      order: NonNullable<Awaited<ReturnType<typeof orderById>>>,
    ) => Promise<(ParcelMail & { carrier: string; trackingNumber: string }) | null>,
  ): Promise<SellerOrder> {
    const sellerId = this.sellerOf(user);
    await this.db.transaction(async (db) => {
      const peek = await queries.sellerOrderOf(db, sellerId, id);
      if (!peek) throw notFound();
      const order = await orderById(db, peek.order.orderId, true);
      const row = await queries.sellerOrderOf(db, sellerId, id, true);
      if (!order || !row) throw notFound();
      if (closed.includes(row.order.status) || !shippingStatuses.includes(order.status))
        throw new AppError('conflict', texts.notOpen);
      const lines = await queries.linesOf(db, [row.order.id]);
      const shipment = await act(db, row, lines, order);
      const after = await followShipments(db, order, {
        actor: { id: user.id, name: `${user.name} (${row.sellerName})` },
        source: 'seller',
        shipment,
      });
      if (shipment) await mailShipment(db, after, shipment, this.publicUrl);
    });
    return this.get(user, id);
  }

  private async answers(db: Tx, rows: Awaited<ReturnType<typeof queries.sellerOrderPage>>['rows']) {
    const ids = rows.map((r) => r.order.id);
    const [lines, shipments] = await Promise.all([
      queries.linesOf(db, ids),
      queries.shipmentsOf(db, { sellerOrderIds: ids }),
    ]);
    return rows.map((r) =>
      sellerOrderAnswer(
        r,
        lines.filter((l) => l.sellerOrderId === r.order.id),
        shipments.filter((s) => s.sellerOrderId === r.order.id),
      ),
    );
  }
}
