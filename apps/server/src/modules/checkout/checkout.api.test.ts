import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture, type Auth } from './checkout.fixtures.ts';
import { OrderService } from './order.service.ts';
import { checkPdfStructure } from '../../test/pdf-structure.ts';
import { pdfText } from '../../test/api-helpers.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let alice: { id: number; auth: Auth };
let bob: { id: number; auth: Auth };
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
  [alice, bob] = await Promise.all([t.user('customer'), t.user('customer')]);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const orderBody = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  shipping_address: JSON.stringify(address),
  billing_address: JSON.stringify(address),
  vendor_id: 1,
  warehouse_id: 1,
  shop_id: 1,
  ...extra,
});

describe('POST /payment: the server decides every amount', () => {
  it('totals a cart from ids and quantities, ignoring every price the browser sends', async () => {
    const items = [
      { product_id: f.sofa.id, qty: 2, amount: 1, sale_price: 2, is_light: false },
      { light_id: f.led.id, is_light: true, qty: 1, amount: 0.01, sale_price: 0.01 },
    ];
    const res = await api('POST', '/payment', { payload: { items, coupon: '' } });
    expect(res.statusCode).toBe(200);
    // 2 × 899,99 + 29,99 = 1.829,97; VAT contained = 1829.97 · 19/119 = 292,18
    expect(res.json()).toEqual({
      total_price: 1829.97,
      subtotal_price: 1829.97,
      discount: 0,
      vat: 292.18,
      vat_breakdown: [{ rate: 19, net: 1537.79, vat: 292.18, gross: 1829.97 }],
      couponExist: 'notexist',
      couponText: '',
      not_in_stock: [],
    });
  });

  it('names the lines the stock does not cover before anyone pays, and the order still refuses them', async () => {
    const before = await stockOf(f.table.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, f.table.id));
    try {
      const items = [
        { product_id: f.table.id, qty: 1 },
        { product_id: f.sofa.id, qty: (await stockOf(f.sofa.id)) + 1 },
      ];
      const res = await api('POST', '/payment', { payload: { items, coupon: '' } });
      expect(res.statusCode).toBe(200);
      const short = res.json().not_in_stock as { id: number; name: string; available: number }[];
      expect(short.map((l) => [l.id, l.available])).toEqual(
        [
          [f.table.id, 0],
          [f.sofa.id, await stockOf(f.sofa.id)],
        ].sort((a, b) => a[0] - b[0]),
      );
      expect(short.every((l) => l.name.length > 0)).toBe(true);
      const order = await api('POST', '/order', {
        auth: alice.auth,
        payload: orderBody([{ product_id: f.table.id, qty: 1 }]),
      });
      expect(order.statusCode).toBe(409);
    } finally {
      await t.db.update(products).set({ stock: before }).where(eq(products.id, f.table.id));
    }
  });

  it('applies a percent coupon in any case of letters and names the discount in German', async () => {
    const res = await api('POST', '/payment', {
      payload: { items: [{ product_id: f.table.id, qty: 1 }], coupon: f.codes.percent.toLowerCase() },
    });
    expect(res.json()).toMatchObject({
      total_price: 179.99,
      subtotal_price: 199.99,
      discount: 20,
      couponExist: 'exist',
    });
    expect(res.json().couponText).toContain('10 % Rabatt');
  });

  it('answers notexist with the reason for unknown, expired, used-up and below-minimum coupons', async () => {
    const cart = [{ product_id: f.table.id, qty: 1 }];
    const reasons: string[] = [];
    for (const coupon of ['GIBTSNICHT', f.codes.expired, f.codes.usedUp, f.codes.fixed]) {
      const body = (await api('POST', '/payment', { payload: { items: cart, coupon } })).json();
      expect(body.couponExist).toBe('notexist');
      expect(body.total_price).toBe(199.99);
      reasons.push(body.couponText);
    }
    expect(reasons).toEqual([
      'Dieser Gutscheincode ist unbekannt.',
      'Dieser Gutschein ist abgelaufen.',
      'Dieser Gutschein wurde bereits eingelöst.',
      'Dieser Gutschein gilt ab einem Bestellwert von 500,00 €.',
    ]);
  });

  it('takes the cart items of spec §3 as they are, with null for the id that does not apply', async () => {
    // A product line carries light_id: null, an accessory line product_id: null (account §3 "Cart item").
    const items = [
      {
        product_id: f.table.id,
        product_name: 'Couchtisch',
        img: null,
        qty: 1,
        amount: 199.99,
        sale_price: 199.99,
        stock: 10,
        shop_name: 'Wohnwerk',
        shopmarketplace_id: 7,
        is_light: false,
        light_id: null,
      },
      {
        product_id: null,
        product_name: 'LED',
        img: '',
        qty: 2,
        amount: 29.99,
        sale_price: 59.98,
        is_light: true,
        light_id: f.led.id,
      },
    ];
    const totals = await api('POST', '/payment', { payload: { items, coupon: '' } });
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toMatchObject({ total_price: 259.97, couponExist: 'notexist' });
    const click = await api('POST', '/order-click', {
      auth: alice.auth,
      payload: {
        step: 'STEP_1',
        items: [
          { shopmarketplace_id: 7, light_id: null, light: false },
          { shopmarketplace_id: null, light_id: f.led.id, light: true },
        ],
      },
    });
    expect(click.statusCode).toBe(202);
    const order = await api('POST', '/order', { auth: alice.auth, payload: orderBody(items) });
    expect(order.statusCode).toBe(201);
    expect(order.json().order.amount).toBe(259.97);
    // A missing id is still refused where it is the one that applies.
    const bad = await api('POST', '/payment', {
      payload: { items: [{ product_id: null, is_light: false, light_id: null, qty: 1 }] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses an inactive product by name and bad input with German field errors', async () => {
    const gone = await api('POST', '/payment', { payload: { items: [{ product_id: f.inactive.id, qty: 1 }] } });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toContain('Kommode Lima Weiß');
    const bad = await api('POST', '/payment', { payload: { items: [{ product_id: f.sofa.id, qty: 0 }] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['items.0.qty']).toEqual(['Die Menge muss mindestens 1 sein.']);
  });
});

describe('POST /order', () => {
  it('creates a pending order with the server total, both addresses and the delivery date, and takes the stock', async () => {
    // A customer of their own: a new order releases the same customer's older unpaid ones (decision 100).
    const me = await t.user('customer');
    const before = await stockOf(f.table.id);
    const res = await api('POST', '/order', {
      auth: me.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 2 }], {
        amount: 0.01,
        order_number: 'HACK-1',
        coupon: f.codes.percent,
        couponText: 'alles gratis',
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({ amount: 359.98, status: 'pending_payment', status_text: 'Zahlung ausstehend' });
    expect(body.order.order_number).toMatch(/^WW-\d{4}-\d{6}$/);
    expect(body.data).toBe(body.order.id);
    expect(await stockOf(f.table.id)).toBe(before - 2);
    const detail = (await api('GET', `/order/${body.order.order_number}`, { auth: me.auth })).json().data;
    expect(detail).toMatchObject({
      subtotal: 399.98,
      discount: 40,
      amount: 359.98,
      vat: 57.48,
      coupon_code: f.codes.percent,
      user: { email: expect.any(String) },
    });
    expect(detail.couponText).toContain('10 % Rabatt');
    expect(detail.shipping_address).toMatchObject({
      ...address,
      delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(detail.billing_address).toMatchObject(address);
    expect(detail.items).toEqual([
      expect.objectContaining({
        product_id: f.table.id,
        product_name: 'Couchtisch Arco Eiche Sonoma',
        price: 199.99,
        qty: 2,
        line_total: 399.98,
      }),
    ]);
  });

  it('validates the address with the spec message (zip digits only, 4 to 6)', async () => {
    const res = await api('POST', '/order', {
      auth: alice.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 1 }], {
        shipping_address: { ...address, zip: '12a45', city: '' },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'shipping_address.city': ['Dies ist ein Pflichtfeld.'],
      'shipping_address.zip': ['Dies ist ein Pflichtfeld.'],
    });
  });

  it("takes a zip from a number input and the billing address in the combined model's billing_* names", async () => {
    // §3 "Checkout combined model": address fields plus billing_* variants; §5 the zip is digits.
    const model = {
      name: 'Erika Muster',
      phone: 3012345678,
      ...address,
      zip: 10115,
      billing_address_1: 'Rechnungsweg 9',
      billing_address_2: 'Büro',
      billing_city: 'Halle',
      billing_state: 'Sachsen-Anhalt',
      billing_country: 'Deutschland',
      billing_zip: '06108',
      shipping: 'Kostenloser Versand',
      step: 'STEP_1',
    };
    const res = await api('POST', '/order', {
      auth: bob.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 1 }], {
        shipping_address: JSON.stringify(model),
        billing_address: JSON.stringify(model),
      }),
    });
    expect(res.statusCode).toBe(201);
    const detail = (await api('GET', `/order/${res.json().order.order_number}`, { auth: bob.auth })).json().data;
    expect(detail.shipping_address).toMatchObject({
      name: 'Erika Muster',
      address_1: address.address_1,
      city: address.city,
      zip: '10115',
      phone: '3012345678',
    });
    expect(detail.billing_address).toMatchObject({
      name: 'Erika Muster',
      address_1: 'Rechnungsweg 9',
      address_2: 'Büro',
      city: 'Halle',
      state: 'Sachsen-Anhalt',
      zip: '06108',
    });
    // Without a name the customer's own name stands on the billing address.
    const plain = await api('POST', '/order', {
      auth: bob.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 1 }], {
        billing_address: JSON.stringify({
          billing_address_1: 'A 1',
          billing_address_2: 'B',
          billing_city: 'Halle',
          billing_country: 'Deutschland',
          billing_zip: 6108,
        }),
      }),
    });
    expect(plain.statusCode).toBe(201);
    const billing = (await api('GET', `/order/${plain.json().order.order_number}`, { auth: bob.auth })).json().data
      .billing_address;
    expect(billing).toMatchObject({ address_1: 'A 1', zip: '6108', name: expect.stringMatching(/\S/) });
  });

  it("addresses the parcel to the recipient's first and last name, kept as the address's name line", async () => {
    const me = await t.user('customer', { name: 'kontoname' });
    const res = await api('POST', '/order', {
      auth: me.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 1 }], {
        shipping_address: JSON.stringify({ ...address, first_name: ' Erika ', last_name: 'Mustermann' }),
        billing_address: JSON.stringify({
          billing_first_name: 'Max',
          billing_last_name: 'Rechner',
          ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`billing_${k}`, v])),
        }),
      }),
    });
    expect(res.statusCode).toBe(201);
    const detail = (await api('GET', `/order/${res.json().order.order_number}`, { auth: me.auth })).json().data;
    expect(detail.shipping_address).toMatchObject({ ...address, name: 'Erika Mustermann' });
    expect(detail.billing_address).toMatchObject({ ...address, name: 'Max Rechner' });
    // One name line only: anonymising an order blanks it (decision 118).
    expect(Object.keys(detail.shipping_address)).not.toContain('first_name');
    expect(Object.keys(detail.billing_address)).not.toContain('last_name');
    const pdf = await t.inject({ method: 'GET', url: `/order-pdf/${res.json().data}`, headers: me.auth });
    expect(pdfText(pdf.rawPayload)).toContain('Erika Mustermann');

    const tooLong = await api('POST', '/order', {
      auth: me.auth,
      payload: orderBody([{ product_id: f.table.id, qty: 1 }], {
        shipping_address: { ...address, first_name: 'E'.repeat(61), last_name: 'Muster' },
      }),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ 'shipping_address.first_name': ['Höchstens 60 Zeichen.'] });
  });

  it('answers a repeat with the same Idempotency-Key with the first order and takes the stock once', async () => {
    const before = await stockOf(f.sofa.id);
    const payload = orderBody([{ product_id: f.sofa.id, qty: 1 }]);
    const [a, b] = await Promise.all([
      api('POST', '/order', { auth: alice.auth, payload, key: 'order-key-0001' }),
      api('POST', '/order', { auth: alice.auth, payload, key: 'order-key-0001' }),
    ]);
    const c = await api('POST', '/order', { auth: alice.auth, payload, key: 'order-key-0001' });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(b.json().data).toBe(a.json().data);
    expect(c.json().data).toBe(a.json().data);
    expect(await stockOf(f.sofa.id)).toBe(before - 1);
    const other = await api('POST', '/order', {
      auth: alice.auth,
      payload: orderBody([{ product_id: f.sofa.id, qty: 2 }]),
      key: 'order-key-0001',
    });
    expect(other.statusCode).toBe(422);
  });

  it('refuses items no longer in stock by name and takes nothing', async () => {
    const tableBefore = await stockOf(f.table.id);
    const res = await api('POST', '/order', {
      auth: alice.auth,
      payload: orderBody([
        { product_id: f.table.id, qty: 1 },
        { product_id: f.lastUnit.id, qty: 2 },
      ]),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Diese Artikel sind nicht mehr in der gewünschten Menge verfügbar: Boxspringbett Valencia 180x200 Anthrazit.',
    );
    expect(await stockOf(f.table.id)).toBe(tableBefore);
  });

  it('sells the last unit once when 20 customers order it at the same moment', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.user('customer')));
    const answers = await Promise.all(
      buyers.map((b) =>
        api('POST', '/order', { auth: b.auth, payload: orderBody([{ product_id: f.lastUnit.id, qty: 1 }]) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await stockOf(f.lastUnit.id)).toBe(0);
    const held = (await t.db.execute(
      sql`select count(*)::int as n from order_items where product_id = ${f.lastUnit.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(held.rows[0].n).toBe(1);
  });

  it('gives the units back when an unpaid order is cancelled or its 30 minutes are over', async () => {
    // Two new customers: a customer's new order releases their own older unpaid ones (decision 100).
    const [erin, dora] = await Promise.all([t.user('customer'), t.user('customer')]);
    const before = await stockOf(f.table.id);
    const first = (
      await api('POST', '/order', { auth: erin.auth, payload: orderBody([{ product_id: f.table.id, qty: 3 }]) })
    ).json().order;
    const second = (
      await api('POST', '/order', { auth: dora.auth, payload: orderBody([{ product_id: f.table.id, qty: 1 }]) })
    ).json().order;
    expect(await stockOf(f.table.id)).toBe(before - 4);
    const cancel = await api('POST', `/order/${first.order_number}/cancel`, { auth: erin.auth });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', status_text: 'Storniert' });
    expect(await stockOf(f.table.id)).toBe(before - 1);
    expect((await api('POST', `/order/${first.order_number}/cancel`, { auth: erin.auth })).statusCode).toBe(409);

    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, second.id));
    expect(await new OrderService(t.db).expireUnpaid()).toBe(1);
    expect(await stockOf(f.table.id)).toBe(before);
    expect((await api('GET', `/order/${second.order_number}`, { auth: dora.auth })).json().data.status).toBe(
      'cancelled',
    );
    expect(await new OrderService(t.db).expireUnpaid()).toBe(0);
  });
});

describe('customer A can read nothing of customer B', () => {
  it("lists only the own orders and answers 404 for another customer's order, PDF, PDF link, mail and cancel", async () => {
    const mine = (
      await api('POST', '/order', {
        auth: bob.auth,
        payload: orderBody([{ product_id: f.led.id, is_light: true, light_id: f.led.id, qty: 1 }]),
      })
    ).json().order;
    const aliceList = (await api('GET', '/orders', { auth: alice.auth })).json().data as { id: number }[];
    expect(aliceList.length).toBeGreaterThan(0);
    expect(aliceList.map((o) => o.id)).not.toContain(mine.id);
    const bobList = (await api('GET', '/orders', { auth: bob.auth })).json().data as { id: number }[];
    expect(bobList.map((o) => o.id)).toContain(mine.id);

    const probes = [
      await api('GET', `/order/${mine.order_number}`, { auth: alice.auth }),
      await t.inject({ method: 'GET', url: `/order-pdf/${mine.id}`, headers: alice.auth }),
      await api('POST', '/order-pdf-link', { auth: alice.auth, payload: { order_id: mine.id } }),
      await api('POST', '/orderemail', { auth: alice.auth, payload: { order_id: mine.id } }),
      await api('POST', `/order/${mine.order_number}/cancel`, { auth: alice.auth }),
      await api('POST', '/charge', { auth: alice.auth, payload: { order_id: mine.id, token: 'tok_visa' } }),
    ];
    expect(probes.map((p) => p.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await t.inject({ method: 'GET', url: `/order-pdf/${mine.id}` })).statusCode).toBe(401);
    expect((await api('GET', `/order/${mine.order_number}`, { auth: bob.auth })).statusCode).toBe(200);
  });

  it('opens the PDF through a signed link of the owner only, for that order only', async () => {
    const mine = (await api('GET', '/orders', { auth: bob.auth })).json().data[0];
    const { url } = (await api('POST', '/order-pdf-link', { auth: bob.auth, payload: { order_id: mine.id } })).json();
    expect(url).toMatch(new RegExp(`^/order-pdf/${mine.id}\\?t=\\d+&exp=\\d+&sig=`));
    const pdf = await t.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = url.replace(`/order-pdf/${mine.id}`, `/order-pdf/${mine.id + 1}`);
    expect((await t.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
  });

  it("writes the order PDF compressed, still a valid PDF with the order's texts", async () => {
    const carol = await t.user('customer');
    const mine = (
      await api('POST', '/order', { auth: carol.auth, payload: orderBody([{ product_id: f.table.id, qty: 1 }]) })
    ).json().order;
    const pdf = (await t.inject({ method: 'GET', url: `/order-pdf/${mine.id}`, headers: carol.auth })).rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const structure = checkPdfStructure(pdf);
    expect(structure.objects).toBeGreaterThan(5);
    // Every stream (the page contents; the fonts are the standard 14, not embedded) is deflated.
    expect(structure.flateStreams).toBe(structure.streams);
    expect(structure.streams).toBeGreaterThan(0);
    const text = pdfText(pdf);
    expect(text).toContain(`Bestellbestätigung ${mine.order_number}`);
    expect(text).toContain('Widerrufsrecht');
  });
});
