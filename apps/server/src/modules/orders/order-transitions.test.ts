import fs from 'node:fs';
import path from 'node:path';
import { orderStatuses } from '@wohnwerk/contract/checkout';
import { describe, expect, it } from 'vitest';
import { mayMove, type Mover, orderTransitions } from './order-transitions.ts';

const movers = Object.keys(orderTransitions) as Mover[];

describe('who may move an order where (decision 162)', () => {
  it('lets only the payment make an order paid', () => {
    const intoPaid = movers.filter((by) => orderStatuses.some((from) => mayMove(by, from, 'paid')));
    expect(intoPaid).toEqual(['payment']);
    expect(mayMove('payment', 'pending_payment', 'paid')).toBe(true);
    expect(mayMove('payment', 'cancelled', 'paid')).toBe(false);
  });

  it('lets customer, expiry and withdrawal cancel only an unpaid order', () => {
    for (const by of ['customer', 'expiry', 'withdrawal'] as const) {
      const allowed = orderStatuses.flatMap((from) =>
        orderStatuses.filter((to) => mayMove(by, from, to)).map((to) => `${from}→${to}`),
      );
      expect(allowed, by).toEqual(['pending_payment→cancelled']);
    }
  });

  it('lets staff ship, deliver and cancel but never pay or refund by status', () => {
    expect(mayMove('staff', 'paid', 'shipped')).toBe(true);
    expect(mayMove('staff', 'shipped', 'delivered')).toBe(true);
    expect(mayMove('staff', 'processing', 'cancelled')).toBe(true);
    expect(mayMove('staff', 'shipped', 'cancelled')).toBe(false);
    expect(mayMove('staff', 'pending_payment', 'paid')).toBe(false);
    expect(orderStatuses.filter((from) => mayMove('staff', from, 'refunded'))).toEqual([]);
  });

  it('makes an order refunded only from a paid state, never a cancelled one', () => {
    expect(orderStatuses.filter((from) => mayMove('refund', from, 'refunded'))).toEqual([
      'paid',
      'processing',
      'partially_shipped',
      'shipped',
      'delivered',
    ]);
  });

  it('lets shipments move a paid order only forward to partly shipped and shipped (decision 170)', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => mayMove('shipment', from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'paid→partially_shipped',
      'paid→shipped',
      'processing→partially_shipped',
      'processing→shipped',
      'partially_shipped→shipped',
    ]);
  });

  it('is the only writer of orders.status: no other server file updates it', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const writers: string[] = [];
    let scanned = 0;
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(e.name) && !/\.(pg-)?test\.ts$|\.fixtures\.ts$/.test(e.name)) {
          scanned++;
          const text = fs.readFileSync(file, 'utf8');
          // An update of the orders table that sets a status, in Drizzle or in SQL.
          if (/update\(orders\)[\s\S]{0,200}?\bstatus\s*:|update\s+orders\s+set[^;]*\bstatus\s*=/i.test(text))
            writers.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(scanned).toBeGreaterThan(300);
    // The demo generator writes finished histories directly; production code goes through moveOrder.
    expect(writers.filter((f) => !f.startsWith('demo/'))).toEqual(['modules/orders/orders.queries.ts']);
  });
});
