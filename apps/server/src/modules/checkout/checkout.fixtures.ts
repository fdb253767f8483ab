import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { categories, products, shops } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import type { TestContext } from '../../test/test-app.ts';
import { OrderService } from './order.service.ts';

/** Products and coupons for checkout tests: exact prices and stock, so every total is known. */
export async function seedCheckoutFixture(db: Db) {
  const tag = randomBytes(3).toString('hex');
  const [cat] = await db
    .insert(categories)
    .values({ slug: `sofas-${tag}`, nameDe: 'Sofas' })
    .returning({ id: categories.id });
  const [shop] = await db
    .insert(shops)
    .values({ name: `Wohnwerk ${tag}`, slug: `wohnwerk-${tag}` })
    .returning({ id: shops.id });
  const product = async (
    name: string,
    priceCents: number,
    stock: number,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(products)
      .values({
        code: `${name.slice(0, 6)}-${randomBytes(4).toString('hex')}`,
        name,
        priceCents,
        stock,
        categoryId: cat.id,
        shopId: shop.id,
        ...extra,
      })
      .returning({ id: products.id, name: products.name, priceCents: products.priceCents });
    return row;
  };
  const sofa = await product('Ecksofa Nordic Grau', 89_999, 10);
  const table = await product('Couchtisch Arco Eiche Sonoma', 19_999, 10);
  const led = await product('LED-Beleuchtung 2er Set', 2_999, 50, { isLight: true });
  const lastUnit = await product('Boxspringbett Valencia 180x200 Anthrazit', 129_999, 1);
  const inactive = await product('Kommode Lima Weiß', 24_999, 5, { active: false });
  const coupon = async (code: string, values: Partial<typeof coupons.$inferInsert>) => {
    await db.insert(coupons).values({ code, kind: 'fixed', value: 10, ...values });
    return code;
  };
  const day = 86_400_000;
  const codes = {
    percent: await coupon(`PROZENT10-${tag}`, { kind: 'percent', value: 10, minOrderCents: 10_000 }),
    fixed: await coupon(`FEST50-${tag}`, { kind: 'fixed', value: 50, minOrderCents: 50_000 }),
    expired: await coupon(`ALT-${tag}`, { validUntil: new Date(Date.now() - day) }),
    usedUp: await coupon(`LEER-${tag}`, { usageLimit: 5, usedCount: 5 }),
    gift: await coupon(`GIFT${tag}`.toUpperCase(), { kind: 'fixed', value: 25, isGiftCode: true, usageLimit: 1 }),
    gift2: await coupon(`GIFTB${tag}`.toUpperCase(), { kind: 'fixed', value: 25, isGiftCode: true, usageLimit: 1 }),
  };
  return { sofa, table, led, lastUnit, inactive, codes };
}

export const address = {
  address_1: 'Musterstraße 5',
  address_2: '2. OG links',
  city: 'Leipzig',
  state: 'Sachsen',
  country: 'Deutschland',
  zip: '04109',
};

export type Auth = { authorization: string };

/** POST under /api/v1 with optional bearer and Idempotency-Key. */
export const apiOf =
  (t: TestContext) =>
  (method: 'GET' | 'POST', url: string, opts: { auth?: Auth; payload?: unknown; key?: string } = {}) =>
    t.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(opts.auth ?? {}), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
      payload: opts.payload as never,
    });

/** Runs the expiry sweep the job queue runs on a timer: unpaid orders past their time are cancelled. */
export const expireUnpaidOrders = (db: Db) => new OrderService(db).expireUnpaid();
