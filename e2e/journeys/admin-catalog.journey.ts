import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, type JourneyContext, label, type Journey } from '../harness.ts';
import sharp from 'sharp';

/** A photo as a camera or an editor saves it (1200x900, JPEG or PNG). */
const photo = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: format === 'jpeg' ? '#b07840' : '#4a7a5a' } })
    [format]()
    .toBuffer();

async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expectTrue(res.ok, `login of ${email} answers ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
const staffToken = (baseUrl: string) => tokenOf(baseUrl, 'staff@wohnwerk.test', 'Staff123!');
const adminToken = (baseUrl: string) => tokenOf(baseUrl, 'admin@wohnwerk.test', 'Admin123!');

/** A call of the API as the given token; answers status and JSON body. */
async function call(baseUrl: string, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: json ? ((await res.json()) as Record<string, unknown>) : null };
}

/** Waits until a dialog has faded in: axe measures colours through a half-transparent one. */
async function settled(dialog: ReturnType<Page['getByRole']>) {
  await dialog.waitFor();
  for (let i = 0; i < 50 && (await dialog.evaluate((el) => getComputedStyle(el).opacity)) !== '1'; i++)
    await new Promise((r) => setTimeout(r, 20));
}

/** Opens the editor of the row whose slug cell says `slug`. */
async function editRow(page: Page, slug: string) {
  // The record form is a dialog over the list (issue 34): the one still open is closed first.
  const open = page.getByTestId('record-form');
  if (await open.count()) {
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });
  }
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: slug, exact: true }) });
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
}

/**
 * Decision 152 at one width: an admin is asked before a page or a product goes, the legal pages
 * offer no delete at all, a deleted product comes back from "Gelöscht"; staff see no delete button.
 */
async function deletingAsksFirst(ctx: JourneyContext, width: number) {
  const { baseUrl } = ctx;
  const admin = await adminToken(baseUrl);
  const { page } = await ctx.newPage(width);
  await signIn(page, admin);
  const suffix = `${width}${Date.now().toString(36)}`;

  // The legal pages: edited, never deleted; their address is kept.
  await page.goto('/admin/pages');
  await editRow(page, 'agb');
  await page
    .getByTestId('record-notice')
    .getByText(/Rechtstext/)
    .waitFor();
  expectTrue((await page.getByRole('button', { name: 'Löschen' }).count()) === 0, 'the AGB offer no "Löschen"');
  expectTrue((await field(page, 'Adresse (Slug)').getAttribute('readonly')) !== null, 'the AGB keep their address');
  await noSeriousAxeViolations(page, `/admin/pages legal page at ${width}px`);
  await ctx.shot(page, 'admin-page-legal');
  for (const slug of ['impressum', 'daten', 'widerrufsrecht']) {
    await editRow(page, slug);
    await page.getByTestId('record-notice').waitFor();
    expectTrue((await page.getByRole('button', { name: 'Löschen' }).count()) === 0, `${slug} offers no "Löschen"`);
  }

  // Another information page: "Löschen" asks first; "Abbrechen" keeps it, the confirm button deletes it.
  const slug = `aktion-${suffix}`;
  const made = await call(baseUrl, admin, 'POST', '/admin/pages', { slug, name: slug, title: `Aktion ${suffix}` });
  expectTrue(made.status === 201, `page created (${made.status})`);
  await page.reload();
  await editRow(page, slug);
  await page.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seite löschen?' });
  await dialog.getByText(`Die Seite „Aktion ${suffix}“ wird endgültig gelöscht`).waitFor();
  await settled(dialog);
  await noSeriousAxeViolations(page, `delete question at ${width}px`);
  await ctx.shot(page, 'admin-page-delete-question');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expectTrue((await call(baseUrl, null, 'GET', `/pages/${slug}`)).status === 200, 'cancel keeps the page');
  await page.getByRole('button', { name: 'Löschen' }).click();
  await dialog.getByRole('button', { name: 'Seite löschen' }).click();
  await page.getByText('Die Seite wurde gelöscht.').waitFor();
  expectTrue(
    (await call(baseUrl, null, 'GET', `/pages/${slug}`)).status === 404,
    'the confirmed delete removed the page',
  );

  // A product: the question names it and says it can be restored; "Gelöscht" brings it back.
  const category = ((await call(baseUrl, admin, 'GET', '/admin/categories')).body!.data as { id: number }[])[0]!.id;
  const shop = ((await call(baseUrl, admin, 'GET', '/admin/shops')).body!.data as { id: number }[])[0]!.id;
  const name = `Kommode Löschprobe ${suffix}`;
  const product = await call(baseUrl, admin, 'POST', '/admin/products', {
    code: `DEL-${suffix}`.toUpperCase(),
    name,
    category_id: category,
    shop_id: shop,
    price: 199,
    stock: 2,
  });
  expectTrue(product.status === 201, `product created (${product.status})`);
  const id = product.body!.id as number;
  await page.goto(`/admin/products/${id}`);
  await field(page, 'Artikelnummer').waitFor();
  await page.getByRole('button', { name: 'Löschen' }).click();
  const question = page.getByRole('dialog', { name: 'Artikel löschen?' });
  await question.getByText(`Der Artikel „${name}“ wird gelöscht`).waitFor();
  await settled(question);
  await ctx.shot(page, 'admin-product-delete-question');
  await question.getByRole('button', { name: 'Artikel löschen' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/products');
  expectTrue(
    (await call(baseUrl, null, 'GET', `/product/${id}`)).status === 404,
    'the deleted product is gone from the shop',
  );
  // The segmented control's radio is visually hidden: its label is what a person clicks.
  await page.locator('label[for$="-deleted"]').click();
  const deletedRow = page.getByRole('row').filter({ hasText: name });
  await deletedRow.waitFor();
  await noSeriousAxeViolations(page, `deleted products at ${width}px`);
  await ctx.shot(page, 'admin-products-deleted');
  await deletedRow.getByRole('button', { name: `${name} wiederherstellen` }).click();
  await page.getByText(`Der Artikel „${name}“ wurde wiederhergestellt.`).waitFor();
  const until = Date.now() + 5000;
  while ((await call(baseUrl, null, 'GET', `/product/${id}`)).status !== 200 && Date.now() < until)
    await new Promise((r) => setTimeout(r, 100));
  expectTrue(
    (await call(baseUrl, null, 'GET', `/product/${id}`)).status === 200,
    'the restored product is back in the shop',
  );

  // Staff: the server refuses them deleting, so no screen offers it.
  const staff = await ctx.newPage(width);
  await signIn(staff.page, await staffToken(baseUrl));
  const other = `staff-${suffix}`;
  await call(baseUrl, admin, 'POST', '/admin/pages', { slug: other, name: other, title: `Staff ${suffix}` });
  await staff.page.goto('/admin/pages');
  await editRow(staff.page, other);
  await field(staff.page, 'Titel').waitFor();
  expectTrue(
    (await staff.page.getByRole('button', { name: 'Löschen' }).count()) === 0,
    'staff: no "Löschen" on a page',
  );
  await ctx.shot(staff.page, 'admin-page-staff');
  await staff.page.goto(`/admin/products/${id}`);
  await field(staff.page, 'Artikelnummer').waitFor();
  expectTrue(
    (await staff.page.getByRole('button', { name: 'Löschen' }).count()) === 0,
    'staff: no "Löschen" on a product',
  );
  await staff.page.goto('/admin/categories');
  await editRow(staff.page, 'sale');
  await field(staff.page, 'Name').waitFor();
  expectTrue(
    (await staff.page.getByRole('button', { name: 'Löschen' }).count()) === 0,
    'staff: no "Löschen" on a category',
  );
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
}

async function noSeriousAxeViolations(page: Page, where: string) {
  // axe measures a settled page: a table still loading is dimmed (its first cell can be the "loading" row).
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const result = await new AxeBuilder({ page }).exclude('.mantine-Notification-root').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

const field = (page: Page, name: string) => page.getByLabel(label(name), { exact: true });

/** Picks an option of a Mantine select by typing part of it (searchable) or taking the first. */
async function pick(page: Page, name: string, option?: string) {
  const input = page.getByRole('combobox', { name: label(name) });
  await input.click();
  if (option) await input.fill(option);
  const choice = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option').first();
  await choice.click();
}

const journey: Journey[] = [
  {
    name: 'admin-catalog: staff creates a product, finds it in the shop search, puts it on sale and sees the 30-day lowest price',
    async run({ newPage, shot, baseUrl }) {
      const token = await staffToken(baseUrl);
      const { page } = await newPage(1280);
      await signIn(page, token);
      const suffix = Date.now().toString(36).toUpperCase();
      const name = `Sideboard Journey ${suffix}`;
      const code = `J-${suffix}`;

      await page.goto('/admin/products');
      await page.getByRole('heading', { name: 'Artikel', level: 1 }).waitFor();
      await page.getByRole('cell').first().waitFor();
      await shot(page, 'admin-products');
      await noSeriousAxeViolations(page, '/admin/products');

      // A new product saved with its two photos in one step (issue 34); each colour has one field.
      await page.getByRole('link', { name: 'Neuer Artikel' }).click();
      await page.waitForURL('**/admin/products/new');
      await field(page, 'Artikelnummer').fill(code);
      await field(page, 'Name').fill(name);
      await pick(page, 'Kategorie', 'Wohnzimmer › Couchtische');
      await pick(page, 'Shop');
      await field(page, 'Preis (€)').fill('1.299,00');
      await field(page, 'Einkaufspreis netto (€)').fill('420');
      await field(page, 'Bestand').fill('5');
      expectTrue((await page.getByRole('textbox', { name: /Front/ }).count()) === 1, 'one field for the front colour');
      await field(page, 'Farbe Front').fill('Weiß Hochglanz');
      await field(page, 'Farbe Korpus').fill('Eiche Sonoma');
      await field(page, 'Lieferinformation: Lieferumfang').fill('Sideboard\nMontagematerial');
      await field(page, 'Ausstattung').fill('Soft-Close');
      await field(page, 'Volumen (cbm)').fill('0,8');
      await field(page, 'Packstücke (Colli)').fill('2');
      await page
        .getByTestId('new-photos')
        .locator('input[type="file"]')
        .setInputFiles([
          { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
          { name: 'detail.png', mimeType: 'image/png', buffer: await photo('png') },
        ]);
      await page.getByTestId('new-photos').getByRole('img', { name: 'Foto 2' }).waitFor();
      await noSeriousAxeViolations(page, '/admin/products/new');
      await shot(page, 'admin-product-new');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      // The edit page shows the two photos the first save stored.
      await page.getByRole('img', { name: 'Foto 2' }).waitFor({ timeout: 30_000 });
      await shot(page, 'admin-product-photos');
      // The product list shows its first photo as a thumbnail.
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Tabelle durchsuchen' }).fill(code);
      const listed = page.locator('tbody tr').filter({ hasText: code });
      await listed.getByTestId('product-thumbnail').waitFor({ timeout: 10_000 });
      await shot(page, 'admin-products-thumbnail');

      // The shop's search finds it within seconds.
      const started = Date.now();
      await page.goto(`/products?q=${encodeURIComponent(suffix)}`);
      await page.getByRole('link', { name }).first().waitFor({ timeout: 10_000 });
      expectTrue(Date.now() - started < 10_000, 'found in the storefront search within seconds');

      // On sale: 999 € instead of 1.299 €; the reference is the lowest price of the 30 days before (1.299 €).
      await page.goto(`/admin/products/${id}`);
      await field(page, 'Preis (€)').waitFor();
      await field(page, 'Preis (€)').fill('999');
      await field(page, 'Alter Preis (€)').fill('1.299');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByTestId('admin-lowest-30').waitFor();
      await shot(page, 'admin-product-edit');
      // The history below the form names the price change and the photos, each with who (decision 150).
      const history = page.getByTestId('product-history');
      await history.getByText(/^Preis: 1\.299,00\s€ → 999,00\s€$/).waitFor();
      expectTrue((await history.getByText('Foto hinzugefügt').count()) === 2, 'both photos are in the history');
      expectTrue((await history.innerText()).includes('Artikel angelegt'), 'the creation is in the history');
      await history.scrollIntoViewIfNeeded();
      await shot(page, 'admin-product-history');

      await page.goto(`/product/${id}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      // The uploaded photos, offered at several widths: a phone takes a small file.
      const srcset = (await page.locator('img[srcset*="/media/photos/"]').first().getAttribute('srcset')) ?? '';
      expectTrue(srcset.includes(' 320w') && srcset.includes(' 1024w'), `gallery srcset ${srcset}`);
      const struck = (await page.locator('del').first().innerText()).replace(/\s/g, ' ');
      expectTrue(struck.startsWith('1.299,00'), `struck-out price ${struck}`);
      const lowest = await page.getByTestId('lowest-price-30-days').innerText();
      expectTrue(
        lowest.replace(/\s/g, ' ').startsWith('Niedrigster Preis der letzten 30 Tage: 1.299,00'),
        `lowest price text: ${lowest}`,
      );
      await shot(page, 'admin-product-storefront-sale');
      // Its card in the shop's list names the same reference price (PAngV: wherever a reduction is shown).
      await page.goto(`/products?q=${encodeURIComponent(suffix)}`);
      const card = page.getByTestId('card-lowest-price-30-days').first();
      await card.waitFor();
      expectTrue(
        (await card.innerText()).replace(/\s/g, ' ').startsWith('Niedrigster Preis der letzten 30 Tage: 1.299,00'),
        `list card lowest price text: ${await card.innerText()}`,
      );
      await shot(page, 'admin-product-storefront-list-sale');

      await page.goto('/admin/categories');
      await page.getByRole('cell', { name: 'Sale', exact: true }).waitFor();
      await noSeriousAxeViolations(page, '/admin/categories');
      await shot(page, 'admin-categories');
      await page.goto('/admin/pages');
      await page.getByRole('cell').first().waitFor();
      await noSeriousAxeViolations(page, '/admin/pages');
    },
  },
  {
    name: 'admin-catalog: the screens at 390 px',
    async run({ newPage, shot, baseUrl }) {
      const token = await staffToken(baseUrl);
      const { page } = await newPage(390);
      await signIn(page, token);
      await page.goto('/admin/products');
      await page.getByRole('cell').first().waitFor();
      await noSeriousAxeViolations(page, '/admin/products at 390 px');
      await shot(page, 'admin-products');
      await page.goto('/admin/products/new');
      await field(page, 'Artikelnummer').waitFor();
      await noSeriousAxeViolations(page, '/admin/products/new at 390 px');
      await shot(page, 'admin-product-new');
    },
  },
  {
    name: 'admin-catalog: deleting asks first, legal pages offer no delete, a deleted product is restored, staff see no delete (1280 and 390 px)',
    async run(ctx) {
      for (const width of [1280, 390]) await deletingAsksFirst(ctx, width);
    },
  },
];

export default journey;
