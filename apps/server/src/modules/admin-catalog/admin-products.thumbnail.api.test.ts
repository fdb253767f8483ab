import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../../test/multipart.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';

/** The admin product list shows each product's list picture (issue 34): its first photo, or none. */
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const png = (r: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 60 } } })
    .png()
    .toBuffer();

const listRow = async (code: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/v1/admin/products?q=${code}`, headers: staff });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { code: string; image: string | null }[]).find((p) => p.code === code)!;
};

describe('the admin product list', () => {
  it("answers each product's first photo as its image, following the photos' order, and null without photos", async () => {
    const id = f.ids.arco;
    const photos = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${id}/photos`, headers: staff })
    ).json().data as { id: number; path: string }[];
    for (const p of photos)
      await t.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}/photos/${p.id}`, headers: staff });
    expect((await listRow(f.products.arco.code)).image).toBeNull();

    const res = await postMultipart(
      t,
      `/api/v1/admin/products/${id}/photos`,
      [
        { field: 'photos', filename: 'a.png', bytes: await png(10) },
        { field: 'photos', filename: 'b.png', bytes: await png(200) },
      ],
      staff,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().data as { id: number; path: string }[];
    expect((await listRow(f.products.arco.code)).image).toBe(first.path);

    // The second photo moved to the front is the list picture from then on.
    const order = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${id}/photos/order`,
      headers: staff,
      payload: { ids: [second.id, first.id] },
    });
    expect(order.statusCode).toBe(200);
    expect((await listRow(f.products.arco.code)).image).toBe(second.path);
  });
});
