import type { SellerOrder } from '@wohnwerk/contract/seller-orders';
import { describe, expect, it } from 'vitest';
import { allLeft, leavesSomething, orderSteps, shipmentLines, unitsLeft } from './order-steps.ts';

const line = (id: number, qty: number, shipped = 0, refused = false) => ({
  order_item_id: id,
  product_name: `Produkt ${id}`,
  code: `P-${id}`,
  qty,
  shipped_qty: shipped,
  refused,
  refusal_reason: refused ? 'nicht auf Lager' : null,
  unit_price_cents: 10_000,
  line_cents: qty * 10_000,
});

const order = (status: SellerOrder['status'], lines = [line(1, 3), line(2, 1)]): SellerOrder => ({
  id: 9,
  number: 'WW-2026-000042-S1',
  order_number: 'WW-2026-000042',
  status,
  status_text: '',
  created_at: '2026-11-20T10:00:00.000Z',
  expected_ship_on: null,
  confirmed_at: null,
  shipping_address: { name: 'Paula Paket', street: 'Weg 1', zip: '04107', city: 'Leipzig', country: 'DE' },
  lines,
  shipments: [],
});

describe('seller order steps', () => {
  it('counts what is left of a line, nothing of a refused one', () => {
    expect(unitsLeft(line(1, 3, 1))).toBe(2);
    expect(unitsLeft(line(1, 3, 0, true))).toBe(0);
  });

  it('confirms an open order, ships only after the confirmation, and never a closed one', () => {
    expect(orderSteps(order('open'))).toMatchObject({ confirm: true, ship: false });
    expect(orderSteps(order('confirmed'))).toMatchObject({ confirm: false, ship: true });
    expect(orderSteps(order('partially_shipped', [line(1, 3, 3), line(2, 1)])).ship).toBe(true);
    expect(orderSteps(order('shipped')).refusable).toEqual([]);
  });

  it('offers to refuse only lines nothing of which has been shipped', () => {
    const steps = orderSteps(order('partially_shipped', [line(1, 3, 1), line(2, 1), line(3, 2, 0, true)]));
    expect(steps.refusable.map((l) => l.order_item_id)).toEqual([2]);
  });

  it('ships the quantities typed, leaves out empty lines and refuses more than is left', () => {
    const o = order('confirmed', [line(1, 3, 1), line(2, 1), line(3, 2)]);
    expect(allLeft(o)).toEqual({ 1: '2', 2: '1', 3: '2' });
    expect(shipmentLines(o, { 1: '2', 2: '', 3: '0' })).toEqual({ lines: [{ order_item_id: 1, qty: 2 }], wrong: [] });
    expect(shipmentLines(o, { 1: '3', 2: '1,5', 3: '-1' })).toEqual({ lines: [], wrong: [1, 2, 3] });
  });

  it('calls a shipment partial while anything of the order is left to ship', () => {
    const o = order('confirmed', [line(1, 3, 1), line(2, 1), line(3, 2, 0, true)]);
    expect(leavesSomething(o, [{ order_item_id: 1, qty: 2 }])).toBe(true);
    expect(
      leavesSomething(o, [
        { order_item_id: 1, qty: 2 },
        { order_item_id: 2, qty: 1 },
      ]),
    ).toBe(false);
  });
});
