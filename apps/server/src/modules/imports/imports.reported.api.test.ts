import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@wohnwerk/contract/product-imports';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { importSteps } from './imports.fixtures.ts';

/**
 * What a file does not say is not done, and what is not done is said: an empty flag cell leaves the flag, a column
 * the layout does not know is named in the report, a row the catalogue's changes after the dry run keep from being
 * applied is a row error, not a silent skip.
 */

let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const { upload, waitFor, apply, product } = importSteps(() => ({ t, staff }));
const csv = (...lines: string[]) => `\ufeff${lines.join('\r\n')}\r\n`;

describe('an import reports what it does not do', () => {
  it('leaves Aktiv and Bestseller as they are where the cell is empty, and sets them where it says so', async () => {
    await t.db.execute(sql`update products set active = true, best_seller = true where id = ${f.ids.lima181}`);
    await t.db.execute(sql`update products set active = true, best_seller = false where id = ${f.ids.lima2}`);
    const id = await upload(
      csv(
        'Artikelnummer;Bestand;Aktiv;Bestseller',
        `${f.products.lima181.code};11;;`,
        `${f.products.lima2.code};12;nein;ja`,
        `${f.products.torino.code};13; ;`,
      ),
    );
    expect(await waitFor(id, ['checked'])).toMatchObject({ updated: 3, errors_total: 0 });
    await apply(id);
    expect(await product(f.products.lima181.code)).toMatchObject({ stock: 11, active: true, bestSeller: true });
    expect(await product(f.products.lima2.code)).toMatchObject({ stock: 12, active: false, bestSeller: true });
    expect(await product(f.products.torino.code)).toMatchObject({ stock: 13, active: true });
  });

  it('names a column it does not know in the report (header row) and reads the others; "Fehler" goes unmentioned', async () => {
    const before = await product(f.products.bergen7.code);
    const id = await upload(csv('Artikelnummer;Preiss;Bestand;Fehler', `${f.products.bergen7.code};99,00;17;alt`));
    const checked = await waitFor(id, ['checked']);
    expect(checked).toMatchObject({ updated: 1, errors_total: 1, rows_with_errors: 0 });
    expect(checked.errors).toEqual([
      { row: 1, code: null, column: 'Preiss', value: null, message: importMessages.unknownColumn },
    ]);
    expect(await apply(id)).toMatchObject({ status: 'applied', updated: 1, rows_with_errors: 0 });
    expect(await product(f.products.bergen7.code)).toMatchObject({ stock: 17, priceCents: before.priceCents });
  });

  it('reports rows whose product was deleted, or whose Artikelnummer was taken, between dry run and apply', async () => {
    const id = await upload(
      csv(
        'Artikelnummer;Name;Kategorie;Shop;Preis;Bestand',
        `${f.products.bergen8.code};Couchtisch Bergen Modell 08;couchtische;moebel-direkt;111,00;1`,
        'IMP-SPAET-1;Regal Spät;couchtische;wohnwerk;50,00;1',
        'IMP-SPAET-2;Regal Neu;couchtische;wohnwerk;60,00;2',
        `${f.products.bergen9.code};Couchtisch Bergen Modell 09;couchtische;moebel-direkt;112,00;1`,
      ),
    );
    expect(await waitFor(id, ['checked'])).toMatchObject({ created: 2, updated: 2, rows_with_errors: 0 });
    // Meanwhile staff delete one product and create another under a code of the file.
    await t.db.execute(sql`update products set deleted_at = now(), active = false where id = ${f.ids.bergen8}`);
    await t.db.execute(sql`insert into products (code, name, category_id, shop_id, price_cents, stock)
      values ('IMP-SPAET-1', 'Von Hand angelegt', ${f.categories.couchtische.id}, ${f.shops.wohnwerk.id}, 7000, 0)`);

    const applied = await apply(id);
    expect(applied).toMatchObject({ status: 'applied', created: 1, updated: 1, errors_total: 2, rows_with_errors: 2 });
    expect(applied.errors).toEqual([
      {
        row: 2,
        code: f.products.bergen8.code,
        column: 'Artikelnummer',
        value: f.products.bergen8.code,
        message: importMessages.deletedSinceCheck,
      },
      {
        row: 3,
        code: 'IMP-SPAET-1',
        column: 'Artikelnummer',
        value: 'IMP-SPAET-1',
        message: importMessages.takenSinceCheck,
      },
    ]);
    expect(await product('IMP-SPAET-1')).toMatchObject({ name: 'Von Hand angelegt', priceCents: 7000 });
    expect(await product('IMP-SPAET-2')).toMatchObject({ priceCents: 6000 });
    expect((await product(f.products.bergen8.code)).priceCents).not.toBe(11100);
    expect((await product(f.products.bergen9.code)).priceCents).toBe(11200);
  });
});
