import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expectTrue, label, type Journey, type JourneyContext } from '../harness.ts';
import { waitForMail } from '../mail.ts';
import { testImages } from '../../apps/server/src/modules/account/account.test-images.ts';

/** A fresh customer per journey (registered through the API), signed in through the login form. */
async function signUpAndIn(page: Page, password = 'Sicher123!') {
  const email = `konto-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await page.request.post('/api/v1/register', {
    data: { name: 'Klara Konto', email, phone: '+49 30 555666', password, password_confirmation: password },
  });
  expectTrue(res.status() === 201, `register answered ${res.status()}`);
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.getByRole('button', { name: 'Mein Konto', exact: true }).first().waitFor();
  return { email, password };
}

/** No serious or critical axe finding on the screen as it is now (shop-rules "Accessibility"). */
async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${screen}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function fillAddress(
  page: Page,
  a: { type?: string; street: string; extra: string; city: string; zip: string; country?: string; isDefault?: boolean },
) {
  if (a.type) {
    await page.getByLabel(label('Typ')).first().click();
    await page.getByRole('option', { name: a.type, exact: true }).click();
  }
  await page.getByLabel(label('Straße und Hausnummer')).fill(a.street);
  await page.getByLabel(label('Adresszusatz')).fill(a.extra);
  await page.getByLabel(label('Stadt')).fill(a.city);
  await page.getByLabel(label('PLZ')).fill(a.zip);
  if (a.country) {
    await page.getByLabel(label('Land')).first().click();
    await page.getByRole('option', { name: a.country, exact: true }).click();
  }
  if (a.isDefault !== undefined) await page.getByLabel('Als Standardadresse verwenden').setChecked(a.isDefault);
}

/** The address rows as the table shows them: [type, line 1, …, default]. */
const rows = (page: Page) =>
  page.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .slice(0, 8)
        .map((td) => td.textContent?.trim() ?? ''),
    ),
  );

/**
 * On a phone every control and value must be inside the viewport: the element lies within the
 * page's width and the page itself does not scroll sideways.
 */
async function expectInViewport(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expectTrue(
    box && box.width > 0 && box.x >= 0 && box.x + box.width <= viewport.width,
    `${what} inside the ${viewport.width} px viewport: ${JSON.stringify(box)}`,
  );
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expectTrue(scrollWidth <= viewport.width, `no sideways scrolling (${what}): scrollWidth ${scrollWidth}`);
}

async function addressesJourney(page: Page, shot: JourneyContext['shot']) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Adresse' }).click();
  await page.getByText('Sie haben noch keine Adresse gespeichert.').waitFor();
  await page.getByRole('link', { name: 'Neue Adresse' }).click();
  await page.waitForURL((u) => u.pathname === '/address/create');
  const save = page.getByRole('button', { name: 'Speichern' });
  expectTrue(await save.isDisabled(), 'the save button is disabled while the form is invalid');
  expectTrue(await page.getByLabel('Als Standardadresse verwenden').isChecked(), 'the default box starts checked');
  // A wrong zip is named in German at the field.
  await page.getByLabel(label('PLZ')).fill('12a');
  await page.getByLabel(label('Stadt')).focus();
  await page.getByText('Die Postleitzahl besteht aus 4 bis 6 Ziffern.').waitFor();
  await fillAddress(page, { street: 'Königsbrücker Str. 12', extra: '2. OG', city: 'Dresden', zip: '01067' });
  await shot(page, 'account-address-create');
  await expectAccessible(page, 'address form');
  await save.click();
  await notice(page, 'Adresse wurde erstellt');
  await page.waitForURL((u) => u.pathname === '/profile' && u.search === '?tab=adresse');
  await page.getByRole('link', { name: 'Neue Adresse' }).click();
  await fillAddress(page, {
    street: 'Hauptstraße 5',
    extra: 'Hinterhaus',
    city: 'Berlin',
    zip: '10115',
    isDefault: true,
  });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await notice(page, 'Adresse wurde erstellt');
  await page.locator('tbody tr').nth(1).waitFor();
  let table = await rows(page);
  expectTrue(table.length === 2, `two addresses listed, saw ${table.length}`);
  // One default per type: the new default took it from Dresden; the zip keeps its leading 0.
  expectTrue(
    JSON.stringify(table.map((r) => [r[1], r[6], r[7]])) ===
      JSON.stringify([
        ['Hauptstraße 5', '10115', 'Ja'],
        ['Königsbrücker Str. 12', '01067', 'Nein'],
      ]),
    `defaults: ${JSON.stringify(table)}`,
  );
  await shot(page, 'account-addresses');
  await expectAccessible(page, 'address tab');
  if (page.viewportSize()!.width <= 390)
    for (const action of ['bearbeiten', 'löschen']) {
      const controls = page.getByRole(action === 'löschen' ? 'button' : 'link', {
        name: new RegExp(`^Adresse .* ${action}$`),
      });
      expectTrue((await controls.count()) === 2, `two ${action} controls, saw ${await controls.count()}`);
      for (const control of await controls.all()) await expectInViewport(page, control, `address ${action}`);
    }

  // Edit Dresden: the edit form offers every type and country of the create form.
  await page.getByRole('link', { name: 'Adresse Königsbrücker Str. 12, 01067 Dresden bearbeiten' }).click();
  await page.waitForURL((u) => /^\/address\/\d+$/.test(u.pathname));
  await page.getByLabel(label('Straße und Hausnummer')).waitFor();
  expectTrue(
    (await page.getByLabel(label('PLZ')).inputValue()) === '01067',
    'the edit form is filled with the saved address',
  );
  await fillAddress(page, {
    type: 'Rechnungsadresse',
    street: '5 Rue de Rivoli',
    extra: 'Bât. B',
    city: 'Paris',
    zip: '75001',
    country: 'Frankreich',
    isDefault: true,
  });
  await shot(page, 'account-address-edit');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await notice(page, 'Adresse wurde aktualisiert');
  await page.getByRole('cell', { name: 'Paris', exact: true }).waitFor();
  table = await rows(page);
  const paris = table.find((r) => r[3] === 'Paris');
  expectTrue(
    paris && paris[0] === 'Rechnungsadresse' && paris[5] === 'Frankreich' && paris[7] === 'Ja',
    `edited row: ${JSON.stringify(paris)}`,
  );

  // Delete asks first, then the notice.
  await page.getByRole('button', { name: 'Adresse 5 Rue de Rivoli, 75001 Paris löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await notice(page, 'Adresse wurde gelöscht');
  await page.getByRole('cell', { name: 'Paris', exact: true }).waitFor({ state: 'detached' });
  expectTrue((await rows(page)).length === 1, 'one address left after the delete');
}

async function profileJourney(page: Page, shot: JourneyContext['shot']) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
  await page.waitForURL((u) => /^\/edit-profile\/\d+$/.test(u.pathname));
  const picker = page.locator('input[type="file"]');
  // A GIF is refused before anything is sent, with the German message.
  await picker.setInputFiles({
    name: 'bild.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await page.getByText('Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.').waitFor();
  expectTrue(await page.getByRole('button', { name: 'Speichern' }).isDisabled(), 'a refused picture blocks saving');
  await picker.setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: Buffer.from(testImages.png, 'base64'),
  });
  await page.getByText('Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.').waitFor({ state: 'detached' });
  await page.getByLabel(label('Name')).fill('Klara Neumann');
  await page.getByLabel('Telefonnummer').fill('0170 9876543');
  await page.getByLabel('Über mich').fill('Ich mag helles Holz.');
  await shot(page, 'account-profile-edit');
  await expectAccessible(page, 'profile edit');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await notice(page, 'Profil Profilaktualisierung');
  await page.waitForURL((u) => u.pathname === '/profile');
  await page.getByText('Klara Neumann', { exact: true }).first().waitFor();
  await page.getByText('0170 9876543').waitFor();
  const avatar = page.getByRole('img', { name: 'Profilbild von Klara Neumann' });
  await avatar.waitFor();
  const src = await avatar.getAttribute('src');
  expectTrue(
    src && /^\/uploads\/profile\/[a-f0-9]{32}\.png$/.test(src),
    `the profile shows the uploaded picture (${src})`,
  );
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[src^="/uploads/profile/"]');
    return img?.complete && img.naturalWidth === 48;
  });
  await shot(page, 'account-profile');
}

async function exportJourney(page: Page, email: string) {
  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Meine Daten herunterladen (JSON)' }).click(),
  ]);
  expectTrue(
    /^wohnwerk-meine-daten-\d{4}-\d{2}-\d{2}\.json$/.test(download.suggestedFilename()),
    `file name ${download.suggestedFilename()}`,
  );
  const file = await download.path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    profile: { email: string; name: string };
    addresses: unknown[];
  };
  expectTrue(
    data.profile.email === email && data.profile.name === 'Klara Neumann',
    `export profile: ${JSON.stringify(data.profile)}`,
  );
  expectTrue(data.addresses.length === 1, `export holds the one address, saw ${data.addresses.length}`);
  await notice(page, 'Ihre Daten wurden heruntergeladen.');
}

async function passwordJourney(page: Page, shot: JourneyContext['shot'], account: { email: string; password: string }) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Passwort ändern' }).click();
  await page.waitForURL((u) => u.pathname === '/change-pwd');
  await page.getByLabel(label('Aktuelles Passwort')).fill(account.password);
  await page.getByLabel(label('Neues Passwort')).fill('GanzNeu456!');
  await page.getByLabel(label('Neues Passwort bestätigen')).fill('GanzNeu457!');
  await page.getByLabel(label('Neues Passwort')).focus();
  await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
  expectTrue(await page.getByRole('button', { name: 'Passwort ändern' }).isDisabled(), 'a mismatch blocks the change');
  await shot(page, 'account-password-mismatch');
  await expectAccessible(page, 'change password');
  await page.getByLabel(label('Neues Passwort bestätigen')).fill('GanzNeu456!');
  await page.getByText('Die Passwörter stimmen nicht überein.').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await notice(page, 'Password update successfully');
  await page.waitForURL((u) => u.pathname === '/');
  expectTrue((await page.evaluate(() => localStorage.getItem('access_token'))) === null, 'the stored token is cleared');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).first().waitFor();
  // The new password signs in.
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(account.email);
  await page.getByLabel(label('Passwort')).fill('GanzNeu456!');
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.getByRole('button', { name: 'Mein Konto', exact: true }).first().waitFor();
  account.password = 'GanzNeu456!';
}

const journeys: Journey[] = [1280, 390].map((width) => ({
  name: `account (${width} px): addresses create/edit/default/delete, profile with picture, data export, password change`,
  async run({ newPage, shot }) {
    const { page } = await newPage(width);
    const account = await signUpAndIn(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Profil' }).waitFor();
    await shot(page, 'account-profile-tab');
    await expectAccessible(page, 'profile tab');
    await page.getByRole('tab', { name: 'Bestellung' }).click();
    // A new customer: the checkout's order history says there are none yet.
    await page.getByText('Sie haben noch keine Bestellungen.').waitFor();
    await shot(page, 'account-orders-tab');
    await addressesJourney(page, shot);
    await profileJourney(page, shot);
    await exportJourney(page, account.email);
    await passwordJourney(page, shot, account);
  },
}));

/** Deleting the account: password asked again, then signed out on /, and the old sign-in no longer works. */
journeys.push({
  name: 'account: a customer deletes their account',
  async run({ newPage, shot }) {
    const { page } = await newPage(390);
    const account = await signUpAndIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label('Passwort zur Bestätigung')).fill('falsch-falsch');
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await dialog.getByText('Das Passwort ist falsch.').waitFor();
    await shot(page, 'account-delete-dialog');
    await dialog.getByLabel(label('Passwort zur Bestätigung')).fill(account.password);
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await notice(
      page,
      'Ihr Konto wurde gelöscht. Ihre Bestellungen bleiben anonymisiert für die Buchhaltung erhalten.',
    );
    await page.waitForURL((u) => u.pathname === '/');
    expectTrue((await page.evaluate(() => localStorage.getItem('access_token'))) === null, 'the token is gone');
    const login = await page.request.post('/api/v1/login', {
      data: { email: account.email, password: account.password },
    });
    expectTrue(login.status() === 401, `the deleted account cannot sign in (${login.status()})`);
  },
});

/** An order placed through the API appears in the Bestellung tab (the checkout's order history) and links to its detail. */
journeys.push({
  name: "account: the Bestellung tab lists the customer's orders",
  async run({ newPage, shot }) {
    for (const width of [1280, 390]) {
      const { page } = await newPage(width);
      await signUpAndIn(page);
      const authorization = `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`;
      const shipping = JSON.stringify({
        address_1: 'Karl-Liebknecht-Str. 7',
        address_2: '3. OG',
        city: 'Leipzig',
        state: 'Sachsen',
        country: 'Deutschland',
        zip: '04107',
      });
      let orderNumber: string | null = null;
      // The first demo product that is on offer and in stock.
      for (let id = 1; id <= 60 && !orderNumber; id++) {
        const res = await page.request.post('/api/v1/order', {
          headers: { authorization },
          data: {
            items: [{ product_id: id, qty: 1 }],
            shipping_address: shipping,
            billing_address: shipping,
            vendor_id: 1,
            warehouse_id: 1,
            shop_id: 1,
          },
        });
        if (res.status() === 201)
          orderNumber = ((await res.json()) as { order: { order_number: string } }).order.order_number;
      }
      expectTrue(orderNumber, 'an order was placed');
      await page.goto('/profile?tab=bestellung');
      const link = page.getByRole('tabpanel').getByRole('link', { name: orderNumber });
      await link.waitFor();
      await shot(page, 'account-orders-tab-with-order');
      if (width === 390) await expectInViewport(page, page.getByTestId('order-date'), 'order date');
      await expectAccessible(page, 'orders tab');
      await link.click();
      await page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` }).waitFor();
      // The unit goes back to stock, so later journeys find the catalogue as it was.
      const cancel = await page.request.post(`/api/v1/order/${orderNumber}/cancel`, { headers: { authorization } });
      expectTrue(cancel.status() === 200, `cancel answered ${cancel.status()}`);
    }
  },
});

/** Forgot password → e-mailed link → reset page → /login with the new password. */
journeys.push({
  name: 'account: forgotten password reset through the e-mailed link',
  async run({ newPage, shot, dataDir }) {
    const { page } = await newPage(390);
    const account = await signUpAndIn(page);
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL((u) => u.pathname === '/password/email');
    await page.getByRole('button', { name: 'Link anfordern' }).waitFor();
    await page.getByLabel(label('E-Mail')).fill(account.email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByText(/Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht/).waitFor();
    await shot(page, 'account-forgot-password');
    await expectAccessible(page, 'forgot password');

    const mail = await waitForMail(dataDir, account.email);
    const link = /(https?:\/\/[^\s"<>]+\/reset-password\/[\w-]+\?email=[^\s"<>]+)/.exec(mail)?.[1];
    expectTrue(link, 'the mail carries the reset link');
    await page.goto(link);
    await page.getByLabel(label('Neues Passwort')).fill('Zurueck789!');
    await page.getByLabel(label('Neues Passwort bestätigen')).fill('Zurueck789!');
    await shot(page, 'account-reset-password');
    await expectAccessible(page, 'reset password');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    // The router keeps the reset form (which has an E-Mail field too) on screen until the login
    // page's chunk has loaded; filling before the login form is there types into the old one.
    await page.getByRole('button', { name: 'Einloggen' }).waitFor();
    await page.getByLabel(label('E-Mail')).fill(account.email);
    await page.getByLabel(label('Passwort')).fill('Zurueck789!');
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('button', { name: 'Mein Konto', exact: true }).first().waitFor();
  },
});

export default journeys;
