import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { dataUrl } from '../modules/account/account.test-images.ts';
import { resetDemoData } from './reset.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const uploads = () => path.join(t.dataDir, 'uploads');
const stored = (image: string) => path.join(uploads(), image.replace('/uploads/', ''));
const userCount = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows[0].n;
/** Uploads a profile picture through the API, as a person in the shop would. */
async function withPicture(email: string) {
  const who = await t.user('customer', { email });
  const res = await t.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: who.auth,
    payload: { name: 'Bild Person', about: 'Mag Eiche.', phone: '+49 170 1234567', image: dataUrl('webp') },
  });
  expect(res.statusCode).toBe(200);
  const image = res.json().data.image as string;
  expect(fs.existsSync(stored(image))).toBe(true);
  return { ...who, image };
}

describe('npm run demo -- --reset and uploaded files', () => {
  it('removes the demo accounts’ profile pictures with them, and only those; never in production or beside real customers', async () => {
    const storage = createStorage({ dataDir: t.dataDir });
    const demo = await withPicture('kunde@wohnwerk.test');
    const staff = await withPicture('elira@wohnwerk.test');
    // A file no demo account points at (another shop's, left by a failed delete): not the demo's to remove.
    await storage.put('profile/nicht-vom-demo.webp', Buffer.from('RIFF'));

    const production = await resetDemoData(t.db, storage, 'production');
    expect(production).toEqual({ refused: expect.stringMatching(/NODE_ENV=production/) });
    expect(await userCount()).toBe(2);
    expect([demo.image, staff.image].map((i) => fs.existsSync(stored(i)))).toEqual([true, true]);

    const real = await withPicture('echte.kundin@example.de');
    const beside = await resetDemoData(t.db, storage, 'development');
    expect(beside).toEqual({ refused: expect.stringMatching(/1 real account/) });
    expect(await userCount()).toBe(3);
    expect([demo.image, staff.image, real.image].map((i) => fs.existsSync(stored(i)))).toEqual([true, true, true]);

    // The real customer leaves (their picture file is theirs to keep or delete, not the reset's).
    await t.db.execute(sql`delete from users where id = ${real.id}`);
    const reset = await resetDemoData(t.db, storage, 'development');
    expect(reset).toEqual({ removedFiles: 2, failedFiles: [] });
    expect(await userCount()).toBe(0);
    expect([demo.image, staff.image].map((i) => fs.existsSync(stored(i)))).toEqual([false, false]);
    expect(fs.existsSync(stored(real.image))).toBe(true);
    expect(fs.existsSync(path.join(uploads(), 'profile', 'nicht-vom-demo.webp'))).toBe(true);
    expect(fs.readdirSync(path.join(uploads(), 'profile')).sort()).toEqual(
      [path.basename(real.image), 'nicht-vom-demo.webp'].sort(),
    );
  });
});

describe('npm run demo -- --reset and the click history', () => {
  it('removes the demo clicks and their figures, so seeding again does not count them twice', async () => {
    const storage = createStorage({ dataDir: t.dataDir });
    await t.db.execute(
      sql`insert into button_clicks (product_id, button) values (1, 'ADD_TO_CART'), (2, 'ADD_TO_CART')`,
    );
    await t.db.execute(sql`insert into checkout_steps (step, payload) values ('STEP_1', '{}'::jsonb)`);
    const clicks = async () =>
      (
        (await t.db.execute(
          sql`select (select coalesce(sum(clicks), 0)::int from figures_clicks) as figures,
                     (select count(*)::int from button_clicks) as buttons`,
        )) as unknown as { rows: { figures: number; buttons: number }[] }
      ).rows[0];
    expect(await clicks()).toEqual({ figures: 3, buttons: 2 });
    expect(await resetDemoData(t.db, storage, 'development')).toMatchObject({ failedFiles: [] });
    expect(await clicks()).toEqual({ figures: 0, buttons: 0 });
  });
});
