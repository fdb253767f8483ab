import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SLUG_TAKEN } from '@wohnwerk/contract/admin-catalog';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { rows } from '../../db/raw.ts';

type Auth = { authorization: string };
let t: TestContext;
let f: CatalogFixture;
let staff: { id: number; auth: Auth };
let admin: { auth: Auth };

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  await t.app.catalog.start();
  [staff, admin] = await Promise.all([t.user('staff'), t.user('admin')]);
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  t.inject({ method, url: `/api/v1${url}`, headers: auth ?? {}, payload: payload as never });

const auditOf = async (entity: string, id: number) =>
  rows<{ field: string; before: string | null; after: string | null; user_id: number }>(
    t.db,
    sql`select field, before, after, user_id from catalog_audit where entity = ${entity} and entity_id = ${id} order by id`,
  );

describe('categories', () => {
  it('creates a category with a slug from its name and a cleaned description; the shop shows it at once', async () => {
    const res = await api('POST', '/admin/categories', staff.auth, {
      name_de: 'Gartenmöbel & Lounge',
      parent_id: f.categories.wohnzimmer.id,
      description_html: '<p onclick="steal()">Draußen <strong>wohnen</strong></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ slug: 'gartenmoebel-lounge', parent_id: f.categories.wohnzimmer.id });
    expect(created.description_html).toBe('<p>Draußen <strong>wohnen</strong></p>');
    const page = (await api('GET', '/categories/gartenmoebel-lounge')).json();
    expect(page.category.description_html).toBe('<p>Draußen <strong>wohnen</strong></p>');
    const audit = await auditOf('category', created.id);
    expect(audit.find((a) => a.field === 'nameDe')).toMatchObject({ before: null, after: 'Gartenmöbel & Lounge' });
  });

  it('renames and moves a category, records each field, and the search finds its products by the new name', async () => {
    const id = f.categories.couchtische.id;
    const res = await api('PUT', `/admin/categories/${id}`, staff.auth, {
      name_de: 'Wohnzimmertische',
      slug: 'couchtische',
      parent_id: f.categories.schlafzimmer.id,
      description_html: '',
      sort_order: 3,
    });
    expect(res.statusCode).toBe(200);
    const fields = (await auditOf('category', id)).map((a) => [a.field, a.before, a.after]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['nameDe', 'Couchtische', 'Wohnzimmertische'],
        ['parentId', String(f.categories.wohnzimmer.id), String(f.categories.schlafzimmer.id)],
      ]),
    );
    const [row] = await rows<{ search_text: string }>(
      t.db,
      sql`select search_text from products where id = ${f.ids.arco}`,
    );
    expect(row!.search_text).toContain('wohnzimmertische');
    expect(row!.search_text).toContain('schlafzimmer');
  });

  it('refuses a loop, a taken slug, and changing the Sale category slug (422, nothing changed)', async () => {
    const loop = await api('PUT', `/admin/categories/${f.categories.wohnzimmer.id}`, staff.auth, {
      name_de: 'Wohnzimmer',
      slug: 'wohnzimmer',
      parent_id: f.categories.sofas.id,
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.parent_id[0]).toMatch(/nicht unter sich selbst/);
    const taken = await api('POST', '/admin/categories', staff.auth, { name_de: 'Sofas', slug: 'sofas' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([SLUG_TAKEN]);
    const sale = await api('PUT', `/admin/categories/${f.categories.sale.id}`, staff.auth, {
      name_de: 'Angebote',
      slug: 'angebote',
    });
    expect(sale.statusCode).toBe(422);
    const [wohn] = await rows<{ parent_id: number | null }>(
      t.db,
      sql`select parent_id from categories where id = ${f.categories.wohnzimmer.id}`,
    );
    expect(wohn!.parent_id).toBeNull();
    // The Sale category may be renamed (its slug stays) but never deleted.
    expect(
      (await api('PUT', `/admin/categories/${f.categories.sale.id}`, staff.auth, { name_de: 'Angebote', slug: 'sale' }))
        .statusCode,
    ).toBe(200);
    expect((await api('DELETE', `/admin/categories/${f.categories.sale.id}`, admin.auth)).statusCode).toBe(409);
    expect((await api('DELETE', `/admin/categories/${f.categories.sofas.id}`, admin.auth)).statusCode).toBe(409);
  });
});

describe('information pages and homepage texts', () => {
  it('stores cleaned HTML, records the change, and the shop serves the new text at once', async () => {
    const pages = (await api('GET', '/admin/pages', staff.auth)).json().data as { id: number; slug: string }[];
    const agb = pages.find((p) => p.slug === 'agb')!;
    const res = await api('PUT', `/admin/pages/${agb.id}`, staff.auth, {
      slug: 'agb',
      name: 'agb',
      title: 'AGB',
      content_html: '<h1>AGB</h1><p>Neu <a href="javascript:alert(1)">hier</a></p><img src="x" onerror="alert(1)">',
      sort_order: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content_html).toBe('<h1>AGB</h1><p>Neu <a>hier</a></p><img src="x" />');
    const shown = (await api('GET', '/pages/agb')).json().data;
    expect(shown.content_html).toContain('<p>Neu <a>hier</a></p>');
    const audit = await auditOf('content_page', agb.id);
    expect(audit.map((a) => a.field).sort()).toEqual(['contentHtml', 'title']);
    expect(audit.every((a) => a.user_id === staff.id)).toBe(true);
  });

  it('creates a new information page (Datenschutz) and refuses bad input with German messages', async () => {
    const created = await api('POST', '/admin/pages', staff.auth, {
      slug: 'datenschutz',
      name: 'datenschutz',
      title: 'Datenschutzerklärung',
      content_html: '<p>Wir schützen Ihre Daten.</p>',
    });
    expect(created.statusCode).toBe(201);
    expect((await api('GET', '/pages/datenschutz')).json().data.title).toBe('Datenschutzerklärung');
    const bad = await api('POST', '/admin/pages', staff.auth, { slug: 'Nicht gültig!', name: '', title: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.slug[0]).toMatch(/Kleinbuchstaben/);
    expect(bad.json().errors.title).toEqual(['Dies ist ein Pflichtfeld.']);
  });

  it('changes a homepage text, cleaned', async () => {
    const texts = (await api('GET', '/admin/homepage-texts', staff.auth)).json().data as { id: number; name: string }[];
    const main = texts.find((x) => x.name === 'Description_Main')!;
    const res = await api('PUT', `/admin/homepage-texts/${main.id}`, staff.auth, {
      description: '<h2>Hallo</h2><script>x()</script>',
    });
    expect(res.json().data.description).toBe('<h2>Hallo</h2>');
    const shop = (await api('GET', '/homepage-texts')).json().data as { name: string; description: string }[];
    expect(shop.find((x) => x.name === 'Description_Main')!.description).toBe('<h2>Hallo</h2>');
  });
});

describe('shops, brands and series', () => {
  it('creates and renames them; a product page shows the new brand name', async () => {
    const brand = (await api('POST', '/admin/brands', staff.auth, { name: 'Nordholz' })).json().data;
    expect(brand).toMatchObject({ name: 'Nordholz', slug: 'nordholz', product_count: 0 });
    const renamed = await api('PUT', `/admin/brands/${f.brands.casa.id}`, staff.auth, { name: 'Casa Forma Neu' });
    expect(renamed.json().data).toMatchObject({ name: 'Casa Forma Neu', slug: 'casa-forma' });
    const product = Object.values(f.products).find((p) => p.brand?.id === f.brands.casa.id && p.active !== false)!;
    const seen = async () =>
      (await api('GET', `/product/${product.id}`)).json().data.product_shop.product.brand?.name === 'Casa Forma Neu';
    const until = Date.now() + 3000;
    while (!(await seen()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(await seen()).toBe(true);
    const shop = await api('POST', '/admin/shops', staff.auth, { name: 'Möbel Süd', city: 'München' });
    expect(shop.json().data).toMatchObject({ slug: 'moebel-sued', city: 'München' });
    const taken = await api('POST', '/admin/shops', staff.auth, { name: 'Wohnwerk' });
    expect(taken.statusCode).toBe(422);
    const series = await api('POST', '/admin/series', staff.auth, {
      name: 'Fjord',
      front_color: 'Weiß',
      body_color: 'Eiche',
    });
    expect(series.statusCode).toBe(201);
  });
});
