import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CODE_OF_DELETED,
  LEGAL_PAGE_NOT_DELETABLE,
  LEGAL_PAGE_SLUGS,
  SLUG_OF_DELETED,
} from '@wohnwerk/contract/admin-deletions';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { rows } from '../../db/raw.ts';

/** Decision 152: legal pages are only edited; deleted products and categories are kept, hidden and restorable. */
type Auth = { authorization: string };
let t: TestContext;
let f: CatalogFixture;
let staff: { id: number; auth: Auth };
let admin: { id: number; auth: Auth };

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  await t.app.catalog.start();
  [staff, admin] = await Promise.all([t.user('staff'), t.user('admin')]);
  await t.db.execute(sql`update users set name = 'Ada Admin' where id = ${admin.id}`);
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  t.inject({ method, url: `/api/v1${url}`, headers: auth ?? {}, payload: payload as never });

/** The storefront's read model follows a write within a second: wait for what it should show. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not seen within 5 s: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

let codes = 0;
const newProduct = async (over: Record<string, unknown> = {}) => {
  const res = await api('POST', '/admin/products', staff.auth, {
    code: `DEL-${++codes}-${Date.now() % 100000}`,
    name: `Kommode Löschbar ${codes}`,
    category_id: f.categories.couchtische.id,
    shop_id: f.shops.wohnwerk.id,
    price: 249.99,
    stock: 3,
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

const inShopList = async (name: string) =>
  ((await api('GET', `/search?q=${encodeURIComponent(name)}`)).json().data as { id: number }[]).length > 0;

describe('legal pages are only ever edited', () => {
  it('refuses to delete AGB, Impressum, Datenschutz and Widerrufsrecht (409, German) and each page is still served', async () => {
    // The fixture has AGB and Impressum; the other two are made as the shop has them.
    for (const slug of ['daten', 'widerrufsrecht'])
      expect(
        (await api('POST', '/admin/pages', staff.auth, { slug, name: slug, title: slug, content_html: '<p>x</p>' }))
          .statusCode,
      ).toBe(201);
    const pages = (await api('GET', '/admin/pages', staff.auth)).json().data as { id: number; slug: string }[];
    let refused = 0;
    for (const slug of LEGAL_PAGE_SLUGS) {
      const page = pages.find((p) => p.slug === slug)!;
      const res = await api('DELETE', `/admin/pages/${page.id}`, admin.auth);
      expect({ slug, status: res.statusCode }).toEqual({ slug, status: 409 });
      expect(res.json().message).toBe(LEGAL_PAGE_NOT_DELETABLE);
      expect((await api('GET', `/pages/${slug}`)).statusCode).toBe(200);
      refused++;
    }
    expect(refused).toBe(4);
    const after = (await api('GET', '/admin/pages', staff.auth)).json().data as { slug: string }[];
    expect(after.filter((p) => (LEGAL_PAGE_SLUGS as readonly string[]).includes(p.slug))).toHaveLength(4);
    const [audit] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from catalog_audit where entity = 'content_page' and after is null`,
    );
    expect(audit!.n).toBe(0);
  });

  it("refuses a new slug for a legal page (422 on the slug) but saves its text; another page's slug may change", async () => {
    const pages = (await api('GET', '/admin/pages', staff.auth)).json().data as { id: number; slug: string }[];
    const impressum = pages.find((p) => p.slug === 'impressum')!;
    const moved = await api('PUT', `/admin/pages/${impressum.id}`, staff.auth, {
      slug: 'impressum-alt',
      name: 'impressum',
      title: 'Impressum',
      content_html: '<p>Neu</p>',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.slug[0]).toMatch(/Adresse eines Rechtstextes bleibt „impressum“/);
    expect((await api('GET', '/pages/impressum')).statusCode).toBe(200);
    const edited = await api('PUT', `/admin/pages/${impressum.id}`, staff.auth, {
      slug: 'impressum',
      name: 'impressum',
      title: 'Impressum',
      content_html: '<p>Neu</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect((await api('GET', '/pages/impressum')).json().data.content_html).toContain('<p>Neu</p>');

    const other = (
      await api('POST', '/admin/pages', staff.auth, { slug: 'versand-info', name: 'v', title: 'Versand' })
    ).json().data as { id: number };
    const renamed = await api('PUT', `/admin/pages/${other.id}`, staff.auth, {
      slug: 'versand-neu',
      name: 'v',
      title: 'Versand',
    });
    expect(renamed.statusCode).toBe(200);
    // An information page that is no legal text can still be deleted by an admin, not by staff.
    expect((await api('DELETE', `/admin/pages/${other.id}`, staff.auth)).statusCode).toBe(403);
    expect((await api('DELETE', `/admin/pages/${other.id}`, admin.auth)).statusCode).toBe(200);
    expect((await api('GET', '/pages/versand-neu')).statusCode).toBe(404);
  });
});

describe('a deleted product is kept and can be restored', () => {
  it('is gone from the shop (list, page, cart) and the staff list, listed under deleted with who, and comes back on restore', async () => {
    const id = await newProduct();
    const name = `Kommode Löschbar ${codes}`;
    await eventually(() => inShopList(name), 'the new product in the shop search');

    expect((await api('DELETE', `/admin/products/${id}`, staff.auth)).statusCode).toBe(403);
    const gone = await api('DELETE', `/admin/products/${id}`, admin.auth);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ deleted: true, deactivated: false });
    expect(gone.json().message).toMatch(/mindestens 30 Tage lang unter „Gelöscht“ wiederherstellen/);

    await eventually(async () => !(await inShopList(name)), 'the deleted product gone from the shop search');
    expect((await api('GET', `/product/${id}`)).statusCode).toBe(404);
    const cart = await api('POST', '/payment', undefined, { items: [{ product_id: id, qty: 1 }], coupon: '' });
    expect(cart.statusCode).toBe(409);
    expect(cart.json().message).toContain(name);
    // Staff: not in the list, not to be opened or changed; under "Gelöscht" with who deleted it.
    const listed = (await api('GET', `/admin/products?q=${encodeURIComponent(name)}`, staff.auth)).json();
    expect(listed.data).toEqual([]);
    expect((await api('GET', `/admin/products/${id}`, staff.auth)).statusCode).toBe(404);
    const bulk = await api('POST', '/admin/products/bulk', staff.auth, { ids: [id], active: true });
    expect(bulk.json()).toEqual({ changed: 0 });
    const deleted = (await api('GET', '/admin/products?deleted=true', staff.auth)).json();
    expect(deleted.data[0]).toMatchObject({ id, active: false, deleted_by_name: 'Ada Admin' });
    expect(deleted.data[0].deleted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Its code stays with it: a new product cannot take it, and hears where it is.
    const [{ code }] = await rows<{ code: string }>(t.db, sql`select code from products where id = ${id}`);
    const taken = await api('POST', '/admin/products', staff.auth, {
      code,
      name: 'Doppelt',
      category_id: f.categories.couchtische.id,
      shop_id: f.shops.wohnwerk.id,
      price: 10,
      stock: 1,
    });
    expect(taken.json().errors.code).toEqual([CODE_OF_DELETED]);

    expect((await api('POST', `/admin/products/${id}/restore`, staff.auth)).statusCode).toBe(403);
    const back = await api('POST', `/admin/products/${id}/restore`, admin.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(`Der Artikel „${name}“ wurde wiederhergestellt.`);
    await eventually(() => inShopList(name), 'the restored product back in the shop search');
    expect((await api('GET', `/product/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/admin/products/${id}`, staff.auth)).json().data.active).toBe(true);
    expect((await api('GET', '/admin/products?deleted=true', staff.auth)).json().data).toEqual([]);
    expect((await api('POST', `/admin/products/${id}/restore`, admin.auth)).statusCode).toBe(404);
    const history = (await api('GET', `/admin/products/${id}/history`, staff.auth)).json().data.changes as {
      field: string;
      before: string;
      after: string;
      user_id: number;
    }[];
    expect(history.filter((c) => c.field === 'deleted').map((c) => [c.before, c.after, c.user_id])).toEqual([
      ['true', 'false', admin.id],
      ['false', 'true', admin.id],
    ]);
  });

  it('comes back inactive when it was inactive, and no writer can put a deleted product on sale', async () => {
    const id = await newProduct({ active: false });
    expect((await api('DELETE', `/admin/products/${id}`, admin.auth)).json().deleted).toBe(true);
    await expect(t.db.execute(sql`update products set active = true where id = ${id}`)).rejects.toThrow();
    expect((await api('POST', `/admin/products/${id}/restore`, admin.auth)).statusCode).toBe(200);
    expect((await api('GET', `/admin/products/${id}`, staff.auth)).json().data.active).toBe(false);
  });

  it('an ordered product is deactivated, not deleted: it stays in the staff list', async () => {
    const id = await newProduct();
    await t.db.execute(sql`with o as (
        insert into orders (order_number, email, customer_name, subtotal_cents, total_cents, vat_cents, shipping_address, billing_address, expires_at)
        values ('WW-2026-915201', 'k@example.test', 'Kunde', 24999, 24999, 3991, '{}'::jsonb, '{}'::jsonb, now()) returning id)
      insert into order_items (order_id, product_id, product_name, unit_price_cents, qty, line_cents) select id, ${id}, 'x', 24999, 1, 24999 from o`);
    expect((await api('DELETE', `/admin/products/${id}`, admin.auth)).json()).toMatchObject({
      deleted: false,
      deactivated: true,
    });
    expect((await api('GET', `/admin/products/${id}`, staff.auth)).json().data).toMatchObject({ active: false });
    expect((await api('POST', `/admin/products/${id}/restore`, admin.auth)).statusCode).toBe(404);
  });
});

describe('a deleted category is kept and can be restored', () => {
  it('is gone from the shop and the staff list, listed under deleted, and comes back on restore', async () => {
    const made = await api('POST', '/admin/categories', staff.auth, {
      name_de: 'Gartenbänke',
      parent_id: f.categories.wohnzimmer.id,
    });
    const { id, slug } = made.json().data as { id: number; slug: string };
    expect((await api('GET', `/categories/${slug}`)).statusCode).toBe(200);

    expect((await api('DELETE', `/admin/categories/${id}`, staff.auth)).statusCode).toBe(403);
    expect((await api('DELETE', `/admin/categories/${id}`, admin.auth)).statusCode).toBe(200);
    expect((await api('GET', `/categories/${slug}`)).statusCode).toBe(404);
    const shopTree = (await api('GET', '/categories')).json().data as { slug: string }[];
    expect(JSON.stringify(shopTree)).not.toContain(slug);
    const staffList = (await api('GET', '/admin/categories', staff.auth)).json().data as { id: number }[];
    expect(staffList.some((c) => c.id === id)).toBe(false);
    const deleted = (await api('GET', '/admin/categories?deleted=true', staff.auth)).json().data;
    expect(deleted).toEqual([expect.objectContaining({ id, slug, deleted_by_name: 'Ada Admin' })]);
    // Nothing can be put into it meanwhile, and its slug stays with it.
    const into = await api('POST', '/admin/products', staff.auth, {
      code: `DEL-CAT-${Date.now() % 100000}`,
      name: 'In gelöschter Kategorie',
      category_id: id,
      shop_id: f.shops.wohnwerk.id,
      price: 10,
      stock: 1,
    });
    expect(Object.keys(into.json().errors)).toEqual(['category_id']);
    const again = await api('POST', '/admin/categories', staff.auth, { name_de: 'Gartenbänke' });
    expect(again.json().errors.slug).toEqual([SLUG_OF_DELETED]);

    expect((await api('POST', `/admin/categories/${id}/restore`, staff.auth)).statusCode).toBe(403);
    const back = await api('POST', `/admin/categories/${id}/restore`, admin.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Die Kategorie „Gartenbänke“ wurde wiederhergestellt.');
    expect((await api('GET', `/categories/${slug}`)).statusCode).toBe(200);
    expect((await api('GET', '/admin/categories?deleted=true', staff.auth)).json().data).toEqual([]);
  });

  it('a product waits for its deleted category, a subcategory for its deleted parent (409)', async () => {
    const parent = (await api('POST', '/admin/categories', staff.auth, { name_de: 'Balkon' })).json().data.id as number;
    const child = (
      await api('POST', '/admin/categories', staff.auth, { name_de: 'Balkontische', parent_id: parent })
    ).json().data.id as number;
    const product = await newProduct({ category_id: child });
    // A deleted product keeps no category from being deleted.
    expect((await api('DELETE', `/admin/categories/${child}`, admin.auth)).statusCode).toBe(409);
    expect((await api('DELETE', `/admin/products/${product}`, admin.auth)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/categories/${child}`, admin.auth)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/categories/${parent}`, admin.auth)).statusCode).toBe(200);

    const productFirst = await api('POST', `/admin/products/${product}/restore`, admin.auth);
    expect(productFirst.statusCode).toBe(409);
    expect(productFirst.json().message).toMatch(/Kategorie „Balkontische“ ist gelöscht/);
    const childFirst = await api('POST', `/admin/categories/${child}/restore`, admin.auth);
    expect(childFirst.statusCode).toBe(409);
    expect(childFirst.json().message).toMatch(/übergeordnete Kategorie ist gelöscht/);
    for (const [url, status] of [
      [`/admin/categories/${parent}/restore`, 200],
      [`/admin/categories/${child}/restore`, 200],
      [`/admin/products/${product}/restore`, 200],
    ] as const)
      expect({ url, status: (await api('POST', url, admin.auth)).statusCode }).toEqual({ url, status });
  });
});
