import type { AdminProduct } from '@wohnwerk/contract/admin-catalog';
import { describe, expect, it } from 'vitest';
import { bodyOfForm, emptyProductForm, formOfProduct } from './product-form-values.ts';

/** The description groups a body carries (the body's type leaves attributes open). */
const groupsOf = (body: ReturnType<typeof bodyOfForm>) =>
  (body.attributes as { beschreibung: unknown[] } | undefined)?.beschreibung;

/** A stored product as the admin API answers it, with only what the colours need set apart. */
const product = (over: Partial<AdminProduct>): AdminProduct =>
  ({
    ...Object.fromEntries(Object.keys(emptyProductForm).map((k) => [k, null])),
    code: 'WW-1',
    name: 'Regal',
    category_id: 1,
    shop_id: 1,
    brand_id: null,
    series_id: null,
    price: 99,
    old_price: null,
    purchase_price: null,
    stock: 1,
    delivery_weeks: '1-2',
    best_seller: false,
    active: true,
    description: '',
    tax: 19,
    is_light: false,
    front_color: null,
    body_color: null,
    dimensions: null,
    variant_group: null,
    ean: null,
    cbm: null,
    kg: null,
    coli: null,
    lightning: [],
    attributes: { beschreibung: [], ausstatung: [] },
    ...over,
  }) as AdminProduct;

describe('the product form has one field per colour (issue 34)', () => {
  it('fills front and body colour from the product, or from its "Farbe" group when only that had them', () => {
    const both = formOfProduct(product({ front_color: 'Weiß Hochglanz', body_color: 'Eiche' }));
    expect([both.front_color, both.body_color]).toEqual(['Weiß Hochglanz', 'Eiche']);
    const groupOnly = formOfProduct(
      product({
        attributes: {
          beschreibung: [
            {
              name: 'Farbe',
              items: [
                { label: 'Front', value: 'Graphit' },
                { label: 'Korpus', value: 'Beton' },
                { label: 'Griffe', value: 'Schwarz' },
              ],
            },
          ],
          ausstatung: [],
        },
      }),
    );
    expect([groupOnly.front_color, groupOnly.body_color]).toEqual(['Graphit', 'Beton']);
    expect('farbe_front' in groupOnly).toBe(false);
  });

  it('writes the two colours once: as the product colours and as the shop\'s "Farbe" group, other items kept', () => {
    const form = formOfProduct(
      product({
        front_color: 'Alt',
        attributes: {
          beschreibung: [
            {
              name: 'Farbe',
              items: [
                { label: 'Front', value: 'Alt' },
                { label: 'Griffe', value: 'Schwarz' },
              ],
            },
          ],
          ausstatung: [],
        },
      }),
    );
    const body = bodyOfForm({ ...form, front_color: 'Sand', body_color: 'Eiche' });
    expect([body.front_color, body.body_color]).toEqual(['Sand', 'Eiche']);
    expect(groupsOf(body)).toEqual([
      {
        name: 'Farbe',
        items: [
          { label: 'Front', value: 'Sand' },
          { label: 'Korpus', value: 'Eiche' },
          { label: 'Griffe', value: 'Schwarz' },
        ],
      },
    ]);
    expect(groupsOf(bodyOfForm({ ...form, front_color: '', body_color: '', farbeOther: [] }))).toEqual([]);
  });
});
