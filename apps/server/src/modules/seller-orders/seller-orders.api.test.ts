import { berlinDay } from '@wohnwerk/contract/shop-time';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../db/schema/order-history.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { shipments } from '../../db/schema/seller-orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { sellerOrdersFixture } from './seller-orders.fixtures.ts';

let t: TestContext;
let s: Awaited<ReturnType<typeof sellerOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  s = await sellerOrdersFixture(t);
});
afterAll(() => t.close());

interface SellerOrderAnswer {
  id: number;
  number: string;
  status: string;
  status_text: string;
  lines: { order_item_id: number; qty: number; shipped_qty: number; refused: boolean }[];
}
const today = () => berlinDay(new Date());
const yesterday = () => berlinDay(new Date(Date.now() - 86_400_000));
const ordersOf = async (api: ReturnType<typeof s.sellerApi>, orderNumber: string) => {
  const res = await api.list();
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as (SellerOrderAnswer & { order_number: string })[]).filter(
    (o) => o.order_number === orderNumber,
  );
};
const customerOrder = async (auth: { authorization: string }, orderNumber: string) => {
  const res = await s.x.api('GET', `/order/${orderNumber}`, { auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('a paid order is split by seller (decision 170)', () => {
  it('makes one seller order per seller, numbered in seller id order, with a mail each; Wohnwerk keeps its line', async () => {
    const { order } = await s.marketOrder();
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productName));
    expect(items.map((i) => [i.productName, i.sellerId, i.shopId])).toEqual([
      ['Bett Alpen 180', s.sued.id, s.sued.shop.id],
      ['Couchtisch Arco Eiche Sonoma', null, expect.any(Number)],
      ['Sessel Fjord', s.nord.id, s.nord.shop.id],
    ]);

    const nord = await ordersOf(s.sellerApi(s.nord.user.auth), order.order_number);
    const sued = await ordersOf(s.sellerApi(s.sued.user.auth), order.order_number);
    // Nord was created first: the lower seller id gets S1, whatever the order of the lines.
    expect(nord.map((o) => [o.number, o.status, o.status_text])).toEqual([
      [`${order.order_number}-S1`, 'open', 'Zu bestätigen'],
    ]);
    expect(sued.map((o) => o.number)).toEqual([`${order.order_number}-S2`]);
    expect(nord[0].lines).toEqual([
      expect.objectContaining({
        product_name: 'Sessel Fjord',
        qty: 2,
        shipped_qty: 0,
        refused: false,
        line_cents: 99_800,
      }),
    ]);
    expect(items[1].sellerOrderId).toBeNull();
    expect(items[2].sellerOrderId).toBe(nord[0].id);

    expect(await s.mailsTo(s.nord.email)).toContain(`Neue Bestellung ${order.order_number}-S1 – Wohnwerk`);
    expect(await s.mailsTo(s.sued.email)).toContain(`Neue Bestellung ${order.order_number}-S2 – Wohnwerk`);

    const detail = await s.x.detail(order.order_number);
    expect(detail.seller_orders.map((o: { number: string; seller_name: string }) => [o.number, o.seller_name])).toEqual(
      [
        [`${order.order_number}-S1`, 'Möbel Nord GmbH'],
        [`${order.order_number}-S2`, 'Holzwerk Süd GmbH'],
      ],
    );
    const summary = await s.sellerApi(s.nord.user.auth).summary();
    expect(summary.json().data.to_confirm).toBeGreaterThanOrEqual(1);
  });

  it('ships in parts: seller order and order partly shipped, then shipped once sellers and Wohnwerk have shipped', async () => {
    const { order, customer } = await s.marketOrder();
    const nordApi = s.sellerApi(s.nord.user.auth);
    const suedApi = s.sellerApi(s.sued.user.auth);
    const [nord] = await ordersOf(nordApi, order.order_number);
    const [sued] = await ordersOf(suedApi, order.order_number);
    const sessel = nord.lines[0].order_item_id;

    const past = await nordApi.confirm(nord.id, yesterday());
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({
      expected_ship_on: ['Das voraussichtliche Versanddatum darf nicht in der Vergangenheit liegen.'],
    });
    const confirmed = await nordApi.confirm(nord.id, today());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', expected_ship_on: today() });

    const blank = await nordApi.ship(nord.id, { carrier: '', tracking_number: ' ', lines: [] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      carrier: ['Bitte geben Sie den Versanddienstleister an.'],
      tracking_number: ['Bitte geben Sie die Sendungsnummer an.'],
      lines: ['Bitte nennen Sie mindestens eine Position mit ihrer Stückzahl.'],
    });
    const tooMany = await nordApi.ship(nord.id, {
      carrier: 'DHL',
      tracking_number: '00340434161234567890',
      lines: [{ order_item_id: sessel, qty: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      'lines.0.qty': ['Von dieser Position können höchstens noch 2 Stück versandt werden.'],
    });
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);

    const first = await nordApi.ship(nord.id, {
      carrier: 'DHL',
      tracking_number: '00340434161234567890',
      lines: [{ order_item_id: sessel, qty: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'partially_shipped',
      status_text: 'Teilweise versandt',
      lines: [{ order_item_id: sessel, qty: 2, shipped_qty: 1 }],
      shipments: [
        {
          carrier: 'DHL',
          tracking_number: '00340434161234567890',
          tracking_url:
            'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
          lines: [{ order_item_id: sessel, qty: 1 }],
        },
      ],
    });
    let mine = await customerOrder(customer.auth, order.order_number);
    expect([mine.status, mine.status_text]).toEqual(['partially_shipped', 'Teilweise versandt']);
    expect(mine.shipments).toEqual([
      expect.objectContaining({
        carrier: 'DHL',
        tracking_url: expect.stringContaining('piececode=00340434161234567890'),
        lines: [{ product_name: 'Sessel Fjord', qty: 1 }],
      }),
    ]);
    // A partly shipped order counts in the figures as a shipped one does.
    const counts = await t.db.execute(
      sql`select figures_counts(status, paid_at) as counts from orders where id = ${order.id}`,
    );
    expect((counts as unknown as { rows: { counts: boolean }[] }).rows[0].counts).toBe(true);

    const left = await nordApi.ship(nord.id, {
      carrier: 'Spedition',
      tracking_number: 'SP-4711',
      lines: [{ order_item_id: sessel, qty: 1 }],
    });
    expect(left.json().data.status).toBe('shipped');
    const again = await nordApi.ship(nord.id, {
      carrier: 'DHL',
      tracking_number: '1',
      lines: [{ order_item_id: sessel, qty: 1 }],
    });
    expect(again.statusCode).toBe(409);

    const bett = sued.lines[0].order_item_id;
    const suedShipped = await suedApi.ship(sued.id, {
      carrier: 'GLS',
      tracking_number: 'GLS123',
      lines: [{ order_item_id: bett, qty: 1 }],
    });
    expect(suedShipped.json().data).toMatchObject({ status: 'shipped', confirmed_at: expect.any(String) });
    // Both sellers shipped; Wohnwerk's Couchtisch has not: still partly shipped.
    expect((await s.x.detail(order.order_number)).status).toBe('partially_shipped');

    const own = await s.x.status(s.x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'DPD',
      tracking_number: '01234567890123',
    });
    expect(own.statusCode, own.body).toBe(200);
    const detail = await s.x.detail(order.order_number);
    expect(detail.status).toBe('shipped');
    expect(detail.seller_orders.map((o: { status: string }) => o.status)).toEqual(['shipped', 'shipped']);
    expect(
      detail.shipments.map((x: { seller_name: string | null; carrier: string; lines: unknown[] }) => [
        x.seller_name,
        x.carrier,
        x.lines.length,
      ]),
    ).toEqual([
      ['Möbel Nord GmbH', 'DHL', 1],
      ['Möbel Nord GmbH', 'Spedition', 1],
      ['Holzwerk Süd GmbH', 'GLS', 1],
      [null, 'DPD', 1],
    ]);
    mine = await customerOrder(customer.auth, order.order_number);
    expect(mine.shipments.map((x: { tracking_url: string | null }) => x.tracking_url === null)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const history = await t.db
      .select({ to: orderHistory.toStatus, source: orderHistory.source, by: orderHistory.userName })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id));
    expect(history.slice(1)).toEqual([
      { to: 'partially_shipped', source: 'seller', by: 'Verkauf Möbel (Möbel Nord GmbH)' },
      { to: 'shipped', source: 'staff', by: 'Stefan Lager' },
    ]);
  });

  it('makes an order of one seller shipped by the seller alone, counted in the figures as shipped', async () => {
    const { order } = await s.marketOrder([{ product_id: s.nord.product.id, qty: 1 }]);
    const nordApi = s.sellerApi(s.nord.user.auth);
    const [nord] = await ordersOf(nordApi, order.order_number);
    const res = await nordApi.ship(nord.id, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      lines: [{ order_item_id: nord.lines[0].order_item_id, qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await s.x.detail(order.order_number);
    expect(detail.status).toBe('shipped');
    expect(detail.shipment).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect(detail.next_statuses).toEqual(['delivered']);
    const counts = await t.db.execute(
      sql`select figures_counts(status, paid_at) as counts from orders where id = ${order.id}`,
    );
    expect((counts as unknown as { rows: { counts: boolean }[] }).rows[0].counts).toBe(true);
  });

  it('shows a refused line to staff, who refund it by line; then it is no longer open', async () => {
    const { order } = await s.marketOrder();
    const suedApi = s.sellerApi(s.sued.user.auth);
    const [sued] = await ordersOf(suedApi, order.order_number);
    const bett = sued.lines[0].order_item_id;

    const noReason = await suedApi.refuse(sued.id, bett, '  ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Bitte geben Sie einen Grund an.'] });
    const refused = await suedApi.refuse(sued.id, bett, 'Nicht mehr lieferbar');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'refused',
      lines: [{ order_item_id: bett, refused: true, refusal_reason: 'Nicht mehr lieferbar' }],
    });
    expect((await suedApi.refuse(sued.id, bett, 'Nochmal')).statusCode).toBe(409);

    const open = await s.x.api('GET', '/admin/seller-refusals', { auth: s.x.staff.auth });
    expect(open.statusCode).toBe(200);
    const mineOpen = open.json().data.filter((r: { order_number: string }) => r.order_number === order.order_number);
    expect(mineOpen).toEqual([
      expect.objectContaining({
        order_item_id: bett,
        seller_order_number: `${order.order_number}-S2`,
        seller_name: 'Holzwerk Süd GmbH',
        product_name: 'Bett Alpen 180',
        qty: 1,
        refundable_qty: 1,
        reason: 'Nicht mehr lieferbar',
      }),
    ]);
    const line = (await s.x.detail(order.order_number)).items.find((i: { id: number }) => i.id === bett);
    expect(line).toMatchObject({ refused: true, refusal_reason: 'Nicht mehr lieferbar', seller_order_id: sued.id });

    const refund = await s.x.refund(s.x.staff.auth, order.order_number, {
      lines: [{ item_id: bett, qty: 1 }],
      reason: 'Verkäufer kann nicht liefern',
      restock: false,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.refunded).toBe(899);
    const after = await s.x.api('GET', '/admin/seller-refusals', { auth: s.x.staff.auth });
    expect(after.json().data.filter((r: { order_number: string }) => r.order_number === order.order_number)).toEqual(
      [],
    );
    // The refused line is no shipment to wait for: Nord ships, Wohnwerk ships, the order is shipped.
    const nordApi = s.sellerApi(s.nord.user.auth);
    const [nord] = await ordersOf(nordApi, order.order_number);
    await nordApi.ship(nord.id, {
      carrier: 'DHL',
      tracking_number: 'A1',
      lines: [{ order_item_id: nord.lines[0].order_item_id, qty: 2 }],
    });
    await s.x.status(s.x.staff.auth, order.order_number, { status: 'shipped', carrier: 'DHL', tracking_number: 'B2' });
    expect((await s.x.detail(order.order_number)).status).toBe('shipped');
  });

  it("answers 404 to a seller reaching another seller's order, and changes nothing", async () => {
    const { order } = await s.marketOrder();
    const [sued] = await ordersOf(s.sellerApi(s.sued.user.auth), order.order_number);
    const nordApi = s.sellerApi(s.nord.user.auth);
    const bett = sued.lines[0].order_item_id;
    const answers = [
      await nordApi.get(sued.id),
      await nordApi.confirm(sued.id, today()),
      await nordApi.ship(sued.id, { carrier: 'DHL', tracking_number: 'X1', lines: [{ order_item_id: bett, qty: 1 }] }),
      await nordApi.refuse(sued.id, bett, 'Nicht meins'),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(4).fill([404, 'Bestellung nicht gefunden.']),
    );
    const [still] = await ordersOf(s.sellerApi(s.sued.user.auth), order.order_number);
    expect(still).toMatchObject({ status: 'open', lines: [{ shipped_qty: 0, refused: false }] });
    // A line of the seller's own order that is not in this seller order: 404 too.
    const [nord] = await ordersOf(nordApi, order.order_number);
    expect((await nordApi.refuse(nord.id, bett, 'Fremde Position')).statusCode).toBe(404);
    const ship = await nordApi.ship(nord.id, {
      carrier: 'DHL',
      tracking_number: 'X2',
      lines: [{ order_item_id: bett, qty: 1 }],
    });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().errors).toEqual({
      'lines.0.order_item_id': ['Diese Position gehört nicht zu dieser Bestellung.'],
    });
  });

  it('ends the open seller orders of an order staff cancel', async () => {
    const { order } = await s.marketOrder();
    const res = await s.x.status(s.x.staff.auth, order.order_number, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const [nord] = await ordersOf(s.sellerApi(s.nord.user.auth), order.order_number);
    expect(nord.status).toBe('cancelled');
    expect((await s.sellerApi(s.nord.user.auth).confirm(nord.id, today())).statusCode).toBe(409);
  });
});
