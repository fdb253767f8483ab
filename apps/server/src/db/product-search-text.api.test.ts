import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { importSteps } from '../modules/imports/imports.fixtures.ts';
import { rows } from './raw.ts';

type Auth = { authorization: string };
let t: TestContext;
let f: CatalogFixture;
let staff: Auth;
const steps = importSteps(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  staff = (await t.user('staff')).auth;
});
afterAll(() => t?.close());

const textOf = async (parts: (string | null)[]) =>
  (
    await rows<{ text: string }>(
      t.db,
      sql`select product_search_text(${sql.join(
        parts.map((p) => sql`${p}::text`),
        sql`, `,
      )}) as text`,
    )
  )[0]!.text;

/** Products whose stored search_text is not what the function makes of them now, and how many were compared. */
const drift = async () =>
  (
    await rows<{ compared: number; differing: string[] | null }>(
      t.db,
      sql`select count(*)::int as compared,
            array_agg(p.code) filter (where p.search_text is distinct from
              product_search_text(p.name, p.code, c.name_de, pc.name_de, b.name, se.name, p.description)) as differing
          from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id
            left join brands b on b.id = p.brand_id left join series se on se.id = p.series_id`,
    )
  )[0]!;

describe('product_search_text, the one search text of a product (decision 166)', () => {
  // The expected texts are what the product form's JavaScript (productSearchText) wrote before the function.
  it('makes the text the product form made: names in order, tags dropped, white space collapsed, lower case', async () => {
    expect(
      await textOf([
        'Kleiderschrank Lima 181',
        'WW-KS-181',
        'Kleiderschränke',
        'Schlafzimmer',
        'Möbelwerk',
        'Lima',
        '<p>Ein <strong>Schrank</strong> mit\n\tSpiegel.</p>',
      ]),
    ).toBe('kleiderschrank lima 181 ww-ks-181 kleiderschränke schlafzimmer möbelwerk lima ein schrank mit spiegel.');
    expect(await textOf(['  ÜBERBETT\u00a0Größe XL ', 'ww-ü-1', 'Betten', null, '', '   ', '<p></p>'])).toBe(
      'überbett größe xl ww-ü-1 betten',
    );
    expect(await textOf(['Äpfel<Regal>', 'A/B.c', 'Regale', null, null, null, null])).toBe('äpfel<regal> a/b.c regale');
  });

  it('is what every writer stores: fixtures, the product form, a category rename and an import', async () => {
    expect(await drift()).toMatchObject({ differing: null });
    // The form's body of a stored product, as a new one with another code, name and description.
    const arco = await t.inject({ method: 'GET', url: `/api/v1/admin/products/${f.ids.arco}`, headers: staff });
    const {
      id: _i,
      created_at: _c,
      lowest_price_30_days: _l,
      ordered: _o,
      pdf_file: _p,
      images: _m,
      ...body
    } = arco.json().data;
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: staff,
      payload: {
        ...body,
        code: 'PST-1',
        ean: null,
        name: 'Sideboard\u00a0Testa',
        description: '<p>Ein <em>Sideboard</em>.</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [stored] = await rows<{ search_text: string }>(
      t.db,
      sql`select search_text from products where code = 'PST-1'`,
    );
    expect(stored!.search_text).toBe('sideboard testa pst-1 couchtische wohnzimmer holzkunst ein sideboard .');

    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${f.categories.wohnzimmer.id}`,
      headers: staff,
      payload: { name_de: 'Wohnräume', slug: 'wohnzimmer', parent_id: null, description_html: '', sort_order: 0 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const csv = await steps.exportCsv();
    const lines = csv.slice(1).trim().split('\r\n');
    const header = lines[0]!.split(';');
    const line = lines.find((l) => l.startsWith(`${f.products.lima181.code};`))!.split(';');
    line[header.indexOf('Name')] = 'Kleiderschrank  LIMA neu';
    const added = [...line];
    added[header.indexOf('Artikelnummer')] = 'PST-2';
    added[header.indexOf('EAN')] = '';
    const id = await steps.upload([`\ufeff${lines[0]}`, line.join(';'), added.join(';')].join('\r\n'));
    expect(await steps.waitFor(id, ['checked', 'failed'])).toMatchObject({ status: 'checked', created: 1, updated: 1 });
    expect(await steps.apply(id)).toMatchObject({ status: 'applied' });
    expect((await steps.product('PST-2')).searchText).toMatch(/^kleiderschrank lima neu pst-2 /);

    const after = await drift();
    expect(after.differing).toBeNull();
    expect(after.compared).toBeGreaterThan(Object.keys(f.products).length);
  });
});
