import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import {
  categories,
  contentPages,
  homepageTexts,
  productImages,
  productLights,
  productPdfs,
  products,
  series,
} from '../db/schema/catalog.ts';
import { ratings } from '../db/schema/ratings.ts';
import { fdimmSets, postalServices } from '../db/schema/pricing.ts';
import { coupons } from '../db/schema/coupons.ts';
import { wmDocuments, wmLines, workOrders } from '../db/schema/warehouse.ts';
import { dayNotes, dayRatings, dayTasks, fastTasks, weeklyTasks } from '../db/schema/daysheet.ts';
import { users } from '../db/schema/users.ts';
import { demoAccounts, seedDemo } from './seed.ts';
import { couponRows } from './staff.ts';
import { categoryTree } from './catalog-data.ts';
import { berlinDay } from '@wohnwerk/contract/shop-time';

const now = new Date('2026-03-18T10:00:00Z'); // a Wednesday
let t: TestContext;
let all: (typeof products.$inferSelect)[];

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db, { now });
  all = await t.db.select().from(products).orderBy(asc(products.id));
});
afterAll(() => t.close());

/** Independent of the generator's own helper, so a wrong helper cannot pass its own test. */
function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
  return (sum + digits[12]) % 10 === 0;
}

describe('demo catalogue', () => {
  it('has at least 300 products and every category of the design with its subcategories', async () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    const cats = await t.db.select().from(categories);
    const bySlug = new Map(cats.map((c) => [c.slug, c]));
    for (const top of categoryTree) {
      const parent = bySlug.get(top.slug);
      expect(parent, top.slug).toBeDefined();
      expect(parent!.parentId).toBeNull();
      expect(parent!.nameDe).toBe(top.name);
      expect(parent!.descriptionHtml).toMatch(/^<h2>.+<\/h2><p>.+<\/p><p>.+<\/p>$/);
      for (const child of top.children ?? []) {
        expect(bySlug.get(child.slug)?.parentId, child.slug).toBe(parent!.id);
        // Every subcategory has something to list.
        expect(
          all.some((p) => p.categoryId === bySlug.get(child.slug)!.id),
          child.slug,
        ).toBe(true);
      }
    }
    expect(all.some((p) => p.categoryId === bySlug.get('sale')!.id)).toBe(false);
  });

  it('prices end in ,99 and about a quarter are on sale with an old price 15–40 % higher', () => {
    for (const p of all) expect(p.priceCents % 100).toBe(99);
    const sale = all.filter((p) => p.oldPriceCents !== null);
    for (const p of sale) {
      expect(p.oldPriceCents!).toBeGreaterThan(p.priceCents);
      expect(p.oldPriceCents! / p.priceCents).toBeLessThan(1.41);
    }
    expect(sale.length / all.length).toBeGreaterThan(0.15);
    expect(sale.length / all.length).toBeLessThan(0.35);
    const best = all.filter((p) => p.bestSeller).length / all.length;
    expect(best).toBeGreaterThan(0.04);
    expect(best).toBeLessThan(0.18);
  });

  it('gives every product a unique, valid EAN-13 and staff data in range', () => {
    expect(new Set(all.map((p) => p.ean)).size).toBe(all.length);
    for (const p of all) {
      expect(validEan13(p.ean!), p.ean!).toBe(true);
      const net = p.priceCents / 1.19;
      expect(p.purchasePriceCents! / net).toBeGreaterThanOrEqual(0.349);
      expect(p.purchasePriceCents! / net).toBeLessThanOrEqual(0.551);
      expect(p.cbm!).toBeGreaterThanOrEqual(0.05);
      expect(p.cbm!).toBeLessThanOrEqual(3.5);
      expect(p.kg!).toBeGreaterThanOrEqual(3);
      expect(p.kg!).toBeLessThanOrEqual(180);
      expect(p.coli!).toBeGreaterThanOrEqual(1);
      expect(p.coli!).toBeLessThanOrEqual(8);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(40);
    }
  });

  it('promises 1-2 weeks for stock and has some products that take 10 weeks or more', () => {
    for (const p of all.filter((p) => p.stock > 0)) expect(p.deliveryWeeks).toBe('1-2');
    const long = all.filter((p) => Number(p.deliveryWeeks.split('-')[0]) >= 10);
    expect(long.length).toBeGreaterThan(3);
    expect(new Set(long.map((p) => p.deliveryWeeks))).toEqual(new Set(['10-12', '12-14']));
  });

  it('names products "<Type> <Series> <Detail>" with colour and size variants sharing a group', async () => {
    expect(all.some((p) => /^Kleiderschrank .+ (136|181|226) cm /.test(p.name))).toBe(true);
    const bed = all.find((p) => p.dimensions && /x200$/.test(p.dimensions) && p.name.includes(p.dimensions));
    expect(bed).toBeDefined();
    const groups = new Map<string, typeof all>();
    for (const p of all) if (p.variantGroup) groups.set(p.variantGroup, [...(groups.get(p.variantGroup) ?? []), p]);
    expect(groups.size).toBeGreaterThan(20);
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThan(1);
      expect(new Set(members.map((m) => m.seriesId)).size).toBe(1);
      // Members differ in colour or size, never in neither.
      expect(new Set(members.map((m) => `${m.colorFront}|${m.dimensions}`)).size).toBe(members.length);
    }
    const seriesNames = (await t.db.select({ name: series.name }).from(series)).map((s) => s.name);
    expect(seriesNames.length).toBeGreaterThanOrEqual(8);
    expect(seriesNames.length).toBeLessThanOrEqual(12);
    expect(seriesNames).toEqual(expect.arrayContaining(['Lima', 'Valencia', 'Nordic', 'Arco']));
  });

  it('gives every series LED lighting offered on its cabinets', async () => {
    const allSeries = await t.db.select().from(series);
    const links = await t.db.select().from(productLights);
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const s of allSeries) {
      const pieces = all.filter((p) => p.seriesId === s.id);
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      expect(
        pieces.some((p) => p.isLight && p.name.startsWith('LED-')),
        s.name,
      ).toBe(true);
    }
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const [product, light] = [byId.get(link.productId)!, byId.get(link.lightId)!];
      expect(light.isLight).toBe(true);
      expect(product.isLight).toBe(false);
      expect(product.seriesId).toBe(light.seriesId);
    }
  });

  it('describes products with the attribute groups of the product page', () => {
    for (const p of all.slice(0, 50)) {
      const groups = p.attributes.beschreibung.map((g) => g.name);
      expect(groups).toEqual(['Maße', 'Material', 'Farbe', 'Lieferinformation']);
      const farbe = p.attributes.beschreibung[2].items.map((i) => i.label);
      expect(farbe).toEqual(['Front', 'Korpus']);
      const lieferumfang = p.attributes.beschreibung[3].items.find((i) => i.label === 'Lieferumfang');
      expect(Array.isArray(lieferumfang?.value)).toBe(true);
      expect(p.attributes.ausstatung.length).toBeGreaterThan(0);
    }
  });

  it('fills search_text with name, code, category, brand and series in lower case', async () => {
    const [row] = await t.db
      .execute(sql`
      select p.search_text, p.name, p.code, c.name_de, b.name as brand, s.name as series
      from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id join series s on s.id = p.series_id
      order by p.id limit 1`)
      .then((r) => (r as unknown as { rows: Record<string, string>[] }).rows);
    for (const part of [row.name, row.code, row.name_de, row.brand, row.series])
      expect(row.search_text).toContain(part.toLowerCase());
    // Every product's text is the one function's (decision 166), as the product form and the import write it.
    const [same] = await t.db
      .execute(sql`
      select count(*)::int as n from products p join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id left join brands b on b.id = p.brand_id
        left join series s on s.id = p.series_id
      where p.search_text = product_search_text(p.name, p.code, c.name_de, pc.name_de, b.name, s.name, p.description)`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(same.n).toBe(all.length);
    expect(all.length).toBeGreaterThan(100);
    const found = await t.db
      .select({ n: count() })
      .from(products)
      .where(sql`search_tsv @@ to_tsquery('german', 'kleiderschrank')`);
    expect(found[0].n).toBeGreaterThan(0);
  });

  it('has 2–5 images for nearly every product and assembly PDFs for about half', async () => {
    const images = await t.db.select().from(productImages);
    const perProduct = new Map<number, number>();
    for (const i of images) {
      perProduct.set(i.productId, (perProduct.get(i.productId) ?? 0) + 1);
      expect(i.path).toBe(`/media/products/${i.productId}/${i.sortOrder + 1}.svg`);
      expect([i.width, i.height]).toEqual([800, 600]);
    }
    for (const n of perProduct.values()) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    const without = all.length - perProduct.size;
    expect(without).toBeGreaterThan(0);
    expect(without / all.length).toBeLessThan(0.08);
    const pdfs = await t.db.select().from(productPdfs);
    expect(pdfs.length / all.length).toBeGreaterThan(0.35);
    expect(pdfs.length / all.length).toBeLessThan(0.6);
    for (const pdf of pdfs) {
      expect(pdf.path).toBe(`/media/assembly/${pdf.id}.pdf`);
      expect(pdf.name).toBe(`Montageanleitung ${all.find((p) => p.id === pdf.productId)!.name}`);
    }
  });

  it('keeps rating_avg and rating_count equal to the rating rows, 2–5 stars by customers', async () => {
    const rows = await t.db.select().from(ratings);
    const customers = new Set(
      (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'))).map((u) => u.id),
    );
    expect(customers.size).toBeGreaterThanOrEqual(20);
    const agg = new Map<number, { n: number; sum: number }>();
    for (const r of rows) {
      expect(r.rating).toBeGreaterThanOrEqual(2);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(customers.has(r.userId)).toBe(true);
      const a = agg.get(r.productId) ?? { n: 0, sum: 0 };
      agg.set(r.productId, { n: a.n + 1, sum: a.sum + r.rating });
    }
    for (const p of all) {
      const a = agg.get(p.id);
      expect(p.ratingCount).toBe(a?.n ?? 0);
      expect(p.ratingCount).toBeLessThanOrEqual(12);
      if (a) expect(p.ratingAvg).toBeCloseTo(a.sum / a.n, 2);
      else expect(p.ratingAvg).toBeNull();
    }
  });

  it('has a price history that shows the 30-day reference, with earlier sales lowering some references', async () => {
    const reduced = all.filter((p) => p.oldPriceCents !== null && p.oldPriceCents > p.priceCents);
    expect(reduced.length).toBeGreaterThan(20);
    // Every reduced product is announced against a reference; most against their old price.
    expect(reduced.every((p) => p.lowestPrice30DaysCents !== null && p.lowestPrice30DaysCents > p.priceCents)).toBe(
      true,
    );
    const lowered = reduced.filter((p) => p.lowestPrice30DaysCents! < p.oldPriceCents!);
    expect(lowered.length).toBeGreaterThan(0);
    expect(lowered.length).toBeLessThan(reduced.length / 5);
    // The lowered reference is the price of the earlier sale, 25 to 15 days ago.
    const [one] = lowered;
    const history = (
      (await t.db.execute(
        sql`select price_cents, (now() - valid_from) > interval '20 days' as old from product_price_history where product_id = ${one!.id} order by valid_from`,
      )) as unknown as { rows: { price_cents: number }[] }
    ).rows.map((r) => r.price_cents);
    expect(history).toEqual([one!.oldPriceCents, one!.lowestPrice30DaysCents, one!.oldPriceCents, one!.priceCents]);
    // Products without a reduction have none.
    expect(all.filter((p) => p.oldPriceCents === null).every((p) => p.lowestPrice30DaysCents === null)).toBe(true);
  });

  it('has the home page texts and the legal pages with the withdrawal form', async () => {
    const texts = (await t.db.select().from(homepageTexts)).map((h) => h.name);
    expect(texts).toEqual(expect.arrayContaining(['Icons_Transport', 'Description_Main']));
    const pages = await t.db.select().from(contentPages).orderBy(asc(contentPages.sortOrder));
    expect(pages.slice(0, 7).map((p) => p.name)).toEqual([
      'agb',
      'impressum',
      'daten',
      'transport-gratis',
      'sichere',
      'kunden',
      'versand',
    ]);
    const withdrawal = pages.find((p) => p.slug === 'widerrufsrecht')!;
    expect(withdrawal.contentHtml).toContain('Muster-Widerrufsformular');
    expect(withdrawal.contentHtml).toContain('binnen vierzehn Tagen');
    const impressum = pages.find((p) => p.slug === 'impressum')!;
    // The seller's name, address, register and tax ids come from the seller settings above the page's text
    // (GET /shop-info, decision 122); the demo text adds who answers for the content and does not repeat them.
    expect(impressum.contentHtml).toContain('Verantwortlich für den Inhalt: Erika Beispiel');
    expect(impressum.contentHtml).not.toContain('DE000000000');
  });

  it('lets the application insert rows after the explicitly numbered demo rows', async () => {
    const ids = (await t.db.select({ id: productPdfs.id }).from(productPdfs)).map((p) => p.id);
    const [pdf] = await t.db
      .insert(productPdfs)
      .values({ productId: all[0].id, name: 'x', path: '/x.pdf' })
      .returning({ id: productPdfs.id });
    expect(pdf.id).toBe(Math.max(...ids) + 1);
    await t.db.delete(productPdfs).where(eq(productPdfs.id, pdf.id));
  });
});

describe('demo accounts and staff data', () => {
  it('lets every demo account log in with its published password', async () => {
    for (const account of demoAccounts) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().access_token).toBeTruthy();
    }
  });

  it('has two marketplace sellers owning a shop each, whose users see their own seller with the IBAN masked', async () => {
    const seen = [];
    for (const email of ['verkauf@moebel-nord.test', 'verkauf@holzwerk-sued.test']) {
      const login = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: 'Verkauf123!' },
      });
      const me = await t.inject({
        method: 'GET',
        url: '/api/v1/seller/me',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      const seller = me.json().data;
      seen.push([seller.company_name, seller.shops.map((s: { slug: string }) => s.slug), seller.iban.slice(0, 9)]);
    }
    expect(seen).toEqual([
      ['Möbel Nord GmbH', ['nordholz-outlet'], 'DE02 ****'],
      ['Holzwerk Süd GmbH', ['schlafwelt-store'], 'DE02 ****'],
    ]);
  });

  it('gives each seller a month of seller orders: older ones shipped with tracking, newer ones to confirm (decision 170)', async () => {
    const stages = [];
    for (const email of ['verkauf@moebel-nord.test', 'verkauf@holzwerk-sued.test']) {
      const login = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: 'Verkauf123!' },
      });
      const res = await t.inject({
        method: 'GET',
        url: '/api/v1/seller/orders',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(res.statusCode).toBe(200);
      const orders = res.json().data as { status: string; created_at: string; shipments: unknown[] }[];
      const days = orders.map((o) => (now.getTime() - Date.parse(o.created_at)) / 86_400_000);
      expect(Math.max(...days)).toBeGreaterThan(20);
      // A month, and the last days of the month before: its statement is issued (decision 171).
      expect(Math.max(...days)).toBeLessThan(38);
      expect(orders.filter((o) => o.status === 'shipped').every((o) => o.shipments.length > 0)).toBe(true);
      stages.push(new Set(orders.map((o) => o.status)));
      const statements = await t.inject({
        method: 'GET',
        url: '/api/v1/seller/statements',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      const lastMonth = berlinDay(new Date(Date.parse(`${berlinDay(now).slice(0, 7)}-01T12:00:00Z`) - 86_400_000));
      expect(statements.json().data.map((s: { period: string }) => s.period)).toEqual([lastMonth.slice(0, 7)]);
    }
    const all = new Set(stages.flatMap((s) => [...s]));
    for (const status of ['open', 'confirmed', 'shipped', 'refused']) expect(all.has(status), status).toBe(true);
  });

  it('has the pricing records of the worked example', async () => {
    const [standard] = await t.db.select().from(postalServices).where(eq(postalServices.name, 'Spedition Standard'));
    expect(standard).toMatchObject({ faktoriPost: 1.1, zupMosina: 45, letzteMeile: 35, paushall: 10, thcZup: 4 });
    expect((await t.db.select().from(postalServices)).map((s) => s.name)).toEqual([
      'Spedition Standard',
      'Spedition Express',
      'Paketdienst',
    ]);
    const [set] = await t.db.select().from(fdimmSets).where(eq(fdimmSets.name, 'Standard 2026'));
    expect(set).toMatchObject({ ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 });
    expect((await t.db.select().from(fdimmSets)).map((s) => s.name)).toEqual([
      'Standard 2026',
      'Aktion Frühjahr',
      'Marktplatz',
    ]);
  });

  it('has valid, expired and used-up coupons and a few gift codes', async () => {
    const rows = await t.db.select().from(coupons);
    const byCode = new Map(rows.map((c) => [c.code, c]));
    expect(byCode.get('WILLKOMMEN10')).toMatchObject({ kind: 'percent', value: 10, minOrderCents: 10_000 });
    expect(byCode.get('SOMMER50')).toMatchObject({ kind: 'fixed', value: 50, minOrderCents: 50_000 });
    expect(byCode.get('SOMMER50')!.validUntil!.getTime()).toBeGreaterThan(now.getTime());
    expect(byCode.get('WINTER2025')!.validUntil!.getTime()).toBeLessThan(now.getTime());
    expect(rows.some((c) => c.usageLimit !== null && c.usedCount >= c.usageLimit && !c.isGiftCode)).toBe(true);
    const gifts = rows.filter((c) => c.isGiftCode);
    expect(gifts.length).toBeGreaterThan(0);
    for (const g of gifts) expect(g.code).toMatch(/^[A-HJKMNP-Z2-9]{10,}$/);
  });

  it('makes the gift codes at random for each install, the rest of the coupons as always', () => {
    const codes = () => couponRows({ today: '2026-11-20', adminId: 1 });
    const [one, two] = [codes(), codes()];
    const gifts = (rows: typeof one) => rows.filter((c) => c.isGiftCode).map((c) => c.code);
    expect(gifts(one)).toHaveLength(4);
    expect(gifts(two).filter((c) => gifts(one).includes(c))).toEqual([]);
    expect(one.filter((c) => !c.isGiftCode).map((c) => c.code)).toEqual(
      two.filter((c) => !c.isGiftCode).map((c) => c.code),
    );
  });

  it('has work orders with documents and lines of real products, some already scanned', async () => {
    const orders = await t.db.select().from(workOrders);
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(orders.length).toBeLessThanOrEqual(10);
    for (const o of orders) expect(o.aw).toMatch(/^AW \d{4}\/\d{4}$/);
    expect(orders.some((o) => o.twoBarcode)).toBe(true);
    const docs = await t.db.select().from(wmDocuments);
    for (const o of orders) {
      const n = docs.filter((d) => d.workOrderId === o.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(12);
    }
    expect(docs.some((d) => /^HOME24-/.test(d.trNrobcy))).toBe(true);
    expect(docs.some((d) => /^VENTE-UNIQUE-/.test(d.trNrobcy))).toBe(true);
    const lines = await t.db.select().from(wmLines);
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const l of lines) {
      expect(byId.get(l.productRef)).toMatchObject({ name: l.productName, ean: l.ean });
      expect(l.expectedQty).toBeGreaterThanOrEqual(1);
      expect(l.expectedQty).toBeLessThanOrEqual(4);
    }
    expect(lines.some((l) => l.closed === 1)).toBe(true);
    expect(lines.some((l) => l.closed === 2 && l.scannedQty > l.expectedQty)).toBe(true);
    expect(lines.some((l) => l.scannedQty === 0)).toBe(true);
  });

  it('has two weeks of day sheets using every section, with ratings, fast and weekly tasks', async () => {
    const tasks = await t.db.select().from(dayTasks);
    const sections = new Set(tasks.map((x) => x.section));
    expect([...sections].sort()).toEqual([
      'detyrat-ditore',
      'detyrat-perb',
      'detyrat-prior-am',
      'detyrat-prior-pm',
      'detyrat-sistem',
      'detyrat8',
      'emails',
    ]);
    expect(new Set(tasks.map((x) => x.status))).toEqual(new Set(['K', 'P', '0']));
    const days = [...new Set(tasks.map((x) => x.day))].sort();
    expect(days.length).toBe(10);
    // Nothing on or after the seed day, so today's sheet is never blocked by an unassessed yesterday.
    expect(days.at(-1)! < '2026-03-18').toBe(true);
    const byId = new Map(tasks.map((x) => [x.id, x]));
    for (const copy of tasks.filter((x) => x.section === 'detyrat-sistem')) {
      const parent = byId.get(copy.parentId!)!;
      expect(parent.day < copy.day).toBe(true);
      expect(['P', '0']).toContain(parent.status);
    }
    expect(tasks.some((x) => x.parentAm !== null)).toBe(true);
    expect(tasks.some((x) => x.parentPm !== null)).toBe(true);
    expect(tasks.some((x) => x.deletedAt !== null)).toBe(true);
    const notes = await t.db.select().from(dayNotes);
    expect(new Set(notes.map((n) => n.kind))).toEqual(new Set(['problemet', 'propozimet', 'ngarkesat']));
    const grades = await t.db.select().from(dayRatings);
    expect(new Set(grades.flatMap((g) => [g.m1, g.bz, g.m3]))).toEqual(new Set(['+', 'M', '0']));
    for (const g of grades) if (g.m1 !== '+') expect(g.commentM1).toBeTruthy();
    const fast = await t.db.select().from(fastTasks);
    expect(fast.some((f) => f.done === 1)).toBe(true);
    expect(fast.some((f) => f.done === 0 && f.day! < '2026-03-18')).toBe(true);
    const weekly = await t.db.select().from(weeklyTasks);
    expect(weekly.length).toBeGreaterThan(0);
    for (const d of weekly.flatMap((w) => w.days)) expect([1, 2, 3, 4, 5]).toContain(d);
    const staff = await t.db
      .select({ n: count() })
      .from(dayTasks)
      .where(and(isNotNull(dayTasks.parentId), eq(dayTasks.section, 'detyrat-ditore')));
    expect(staff[0].n).toBeGreaterThan(0);
  });
});

describe('demo clicks (issue 34)', () => {
  it('give the figures 90 days of clicks and a checkout funnel that narrows step by step, with today empty', async () => {
    const byEvent = new Map(
      (
        (await t.db.execute(sql`select event, sum(clicks)::int as n, count(distinct day)::int as days
                                  from figures_clicks group by event`)) as unknown as {
          rows: { event: string; n: number; days: number }[];
        }
      ).rows.map((r) => [r.event, r]),
    );
    const funnel = ['ADD_TO_CART', 'STEP_1', 'STEP_2', 'STEP_3', 'STEP_4'].map((e) => byEvent.get(e)?.n ?? 0);
    expect(funnel).toHaveLength(5);
    for (let i = 1; i < funnel.length; i++) expect(funnel[i], `step ${i}`).toBeLessThan(funnel[i - 1]);
    expect(funnel[4]).toBeGreaterThan(0);
    expect(byEvent.get('ADD_TO_CART')?.days).toBe(90);
    expect(byEvent.get('STEP_1')?.days).toBe(90);
    expect(byEvent.get('ADD_TO_WISHLIST')?.n).toBeGreaterThan(0);
    const [range] = (
      (await t.db.execute(sql`select min(day)::text as first, max(day)::text as last,
                                     (select count(*)::int from orders where created_at >= '2025-12-18') as orders
                                from figures_clicks`)) as unknown as {
        rows: { first: string; last: string; orders: number }[];
      }
    ).rows;
    expect(range).toMatchObject({ first: '2025-12-18', last: '2026-03-17' });
    // No day has more orders placed than customers who confirmed the checkout's review.
    const { rows: overflowing } = (await t.db.execute(sql`
      select o.day::text from (
        select (created_at at time zone 'Europe/Berlin')::date as day, count(*)::int as placed
          from orders where created_at >= '2025-12-18' and created_at < '2026-03-18' group by 1) o
      where o.placed > (select coalesce(sum(clicks), 0) from figures_clicks f
                         where f.event = 'STEP_4' and f.day = o.day)`)) as unknown as {
      rows: { day: string }[];
    };
    expect(range.orders).toBeGreaterThan(0);
    expect(overflowing).toEqual([]);
    expect(funnel[4]).toBeGreaterThanOrEqual(range.orders);
  });
});
