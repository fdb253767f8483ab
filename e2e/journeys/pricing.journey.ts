import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expectTrue, expectValue, label, type Journey } from '../harness.ts';

async function staffToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
  });
  expectTrue(res.ok, `staff login answers ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await page.getByLabel(label(field), { exact: true }).fill(value);
}

type ImmRow = Record<string, number | string | null>;

/** Waits until a form field (by its label) shows a value: the edit forms fill in once the record has loaded. */
async function expectValueOf(page: Page, field: string, expected: string) {
  await expectValue(page.getByLabel(label(field), { exact: true }), expected, `${field} shows the stored value`);
}

const journey: Journey[] = [
  {
    name: 'pricing: staff creates a postal service and a parameter set, calculates, sorts by DB2 and exports three selected rows',
    async run({ newPage, baseUrl, shot }) {
      const token = await staffToken(baseUrl);
      const { page } = await newPage(1280);
      await signIn(page, token);
      const suffix = Date.now().toString(36);
      const serviceName = `Spedition Journey ${suffix}`;
      const setName = `Satz Journey ${suffix}`;

      // The account menu leads to the staff area, whose menu leads to the tools (decision 115).
      await page.goto('/');
      await page.getByRole('button', { name: /Mein Konto/ }).click();
      await page.getByRole('link', { name: 'Verwaltung' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('button', { name: 'Bereiche' }).click();
      await page
        .getByRole('navigation', { name: 'Verwaltung: Bereiche' })
        .getByRole('link', { name: 'Versanddienste' })
        .click();
      await page.waitForURL('**/shipping');
      await page.getByRole('link', { name: 'New Shipping' }).click();
      await page.waitForURL('**/new-shipping');
      await fill(page, {
        Name: serviceName,
        'Faktor Post': '1,1',
        'Zup Mosina': '45',
        'Letzte Meile': '35',
        Paushall: '10',
        'THC Zup': '4',
      });
      await shot(page, 'pricing-new-shipping');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Service was created.').waitFor();
      await page.waitForURL('**/shipping');
      await page.getByRole('cell', { name: serviceName, exact: true }).waitFor();
      await shot(page, 'pricing-shipping');

      await page.goto('/new-fdimm');
      await fill(page, {
        Name: setName,
        Ausg: '1,05',
        KF: '20',
        'I %': '10',
        'II %': '20',
        'III %': '30',
        DB1: '35',
        Kvar: '8',
        Fakt: '1,6',
      });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Imm was created.').waitFor();
      await page.waitForURL('**/fd-imm-table');
      await page.getByRole('cell', { name: setName, exact: true }).waitFor();
      await shot(page, 'pricing-fd-imm-table');

      await page.goto('/fd-imm');
      await page.getByLabel('Parametersatz').selectOption({ label: setName });
      await page.getByLabel('Versanddienst').selectOption({ label: serviceName });
      await page.getByRole('button', { name: 'Berechnen' }).click();
      const table = page.getByRole('table', { name: 'Margenrechner' });
      await table.locator('tbody tr').nth(2).waitFor();

      // Sort by DB2 (euro), highest first: two clicks on the header.
      const db2Header = table.getByRole('columnheader', { name: /DB2 €/ });
      await db2Header.getByRole('button').click();
      await table.locator('th[aria-sort="ascending"]').waitFor();
      await db2Header.getByRole('button').click();
      await table.locator('th[aria-sort="descending"]').waitFor();

      // What the server says the first page holds in that order.
      const sets = (await (
        await fetch(`${baseUrl}/api/v1/calculate/imm/all`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { id: number; name: string }[] };
      const services = (await (
        await fetch(`${baseUrl}/api/v1/calculate/services`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { id: number; name: string }[] };
      const immId = sets.data.find((s) => s.name === setName)!.id;
      const postalId = services.data.find((s) => s.name === serviceName)!.id;
      const expected = (await (
        await fetch(
          `${baseUrl}/api/v1/calculate/imm?imm_id=${immId}&postal_id=${postalId}&sort=-db2e&page=1&per_page=25`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json()) as { data: ImmRow[] };
      const firstIds = await table
        .locator('tbody tr td:nth-child(2)')
        .evaluateAll((cells) => cells.slice(0, 5).map((c) => (c.textContent ?? '').replace(/\D/g, '')));
      expectTrue(
        firstIds.join(',') ===
          expected.data
            .slice(0, 5)
            .map((r) => String(r.product_id))
            .join(','),
        `the screen shows the rows by DB2 descending (${firstIds.join(',')})`,
      );

      // Select rows 1, 3 and 4.
      const picked = [0, 2, 3];
      for (const i of picked)
        await table.locator('tbody tr').nth(i).getByRole('checkbox', { name: 'Zeile auswählen' }).check();
      await page.getByText('3 ausgewählt').waitFor();
      await shot(page, 'pricing-fd-imm');

      await page.getByRole('button', { name: 'Excel-Export' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Ausgewählte Zeilen exportieren (3)' }).click();
      const file = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-export-')),
        (await download).suggestedFilename(),
      );
      await (await download).saveAs(file);
      expectTrue(file.endsWith('.xlsx'), `an .xlsx file is downloaded (${file})`);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expectTrue(rows.length === 4, `the file holds a header and exactly three rows (${rows.length})`);
      expectTrue(
        rows[0][0] === 'Produkt-ID' && rows[0][10] === 'DB2 €',
        `the header names the columns (${rows[0].join(' | ')})`,
      );
      const keys = [
        'product_id',
        'name',
        'price',
        'cbm',
        'ausg',
        'einst',
        'db1',
        'db1e',
        'porno',
        'kvar',
        'db2e',
        'db2p',
        'pu kalk',
        'fakt',
        'vk werb',
        'pu',
        'ap1',
        'ap2',
        'freie',
      ];
      picked.forEach((i, n) => {
        const want = expected.data[i];
        const got = rows[n + 1];
        keys.forEach((key, k) => {
          const w = want[key];
          const g = got[k];
          const same =
            typeof w === 'number' ? typeof g === 'number' && Math.abs(g - w) < 1e-9 : (w ?? null) === (g ?? null);
          expectTrue(same, `row ${n + 1} column ${key}: file ${String(g)} vs server ${String(w)}`);
        });
      });
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  },
  {
    name: 'pricing: staff edits and deletes a postal service and a parameter set, confirming first',
    async run({ newPage, baseUrl, shot }) {
      const token = await staffToken(baseUrl);
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const suffix = Date.now().toString(36);
      const created = async (url: string, body: object) =>
        (
          (await (
            await fetch(`${baseUrl}/api/v1${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) })
          ).json()) as { data: { id: number } }
        ).data.id;
      const serviceId = await created('/calculate/services', {
        name: `Weg ${suffix}`,
        faktori_post: 1.1,
        zup_mosina: 45,
        letzte_meile: 35,
        paushall: 10,
        thc_zup: 4,
      });
      const setId = await created('/calculate/imm', {
        name: `Weg ${suffix}`,
        ausg: 1.05,
        kf: 20,
        ap1: 10,
        ap2: 20,
        ap3: 30,
        db1: 35,
        kvar: 8,
        fakt: 1.6,
      });

      for (const width of [1280, 390]) {
        const { page } = await newPage(width);
        await signIn(page, token);
        await page.goto(`/edit-shipping/${serviceId}`);
        await expectValueOf(page, 'Paushall', '10');
        await shot(page, 'pricing-edit-shipping');
        await page.goto(`/edit-fd-imm/${setId}`);
        await expectValueOf(page, 'Fakt', '1,6');
        await shot(page, 'pricing-edit-fd-imm');
      }

      const { page } = await newPage(1280);
      await signIn(page, token);
      await page.goto(`/edit-shipping/${serviceId}`);
      await expectValueOf(page, 'Paushall', '10');
      await page.getByLabel(label('Paushall'), { exact: true }).fill('12,5');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Service was updated.').waitFor();
      await page.waitForURL('**/shipping');
      const row = page.getByRole('row', { name: new RegExp(`Weg ${suffix}`) });
      await row.getByRole('cell', { name: '12,50 €' }).waitFor();

      // Delete asks first; cancelling keeps the row, confirming removes it after the server answered.
      await row.getByRole('button', { name: `Löschen: Weg ${suffix}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`„Weg ${suffix}“`).waitFor();
      await shot(page, 'pricing-delete-confirm');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expectTrue((await row.count()) === 1, 'cancelling keeps the service');
      await row.getByRole('button', { name: `Löschen: Weg ${suffix}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
      await page.getByText('Service was deleted.').waitFor();
      await row.waitFor({ state: 'detached' });
      const gone = await fetch(`${baseUrl}/api/v1/calculate/services/${serviceId}`, { headers: auth });
      expectTrue(gone.status === 404, `the service is gone on the server (${gone.status})`);

      await page.goto('/fd-imm-table');
      const setRow = page.getByRole('row', { name: new RegExp(`Weg ${suffix}`) });
      await setRow.getByRole('button', { name: `Löschen: Weg ${suffix}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
      await page.getByText('Imm was deleted.').waitFor();
      await setRow.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'pricing: the freight calculator pages on the server and the screens fit a phone',
    async run({ newPage, baseUrl, shot }) {
      const token = await staffToken(baseUrl);
      for (const width of [1280, 390]) {
        const { page } = await newPage(width);
        await signIn(page, token);
        await page.goto('/calculator');
        await page.getByLabel('Versanddienst').selectOption({ label: 'Spedition Standard' });
        const table = page.getByRole('table', { name: 'Frachtrechner' });
        await table.locator('tbody tr td:nth-child(8)').first().filter({ hasText: '€' }).waitFor();
        await shot(page, 'pricing-calculator');
        await page.goto('/fd-imm');
        await page.getByLabel('Parametersatz').selectOption({ label: 'Standard 2026' });
        await page.getByLabel('Versanddienst').selectOption({ label: 'Spedition Standard' });
        await page.getByRole('button', { name: 'Berechnen' }).click();
        await page.getByRole('table', { name: 'Margenrechner' }).locator('tbody tr').nth(2).waitFor();
        if (width === 390) {
          await shot(page, 'pricing-fd-imm');
          for (const [url, name] of [
            ['/shipping', 'pricing-shipping'],
            ['/fd-imm-table', 'pricing-fd-imm-table'],
            ['/new-shipping', 'pricing-new-shipping'],
            ['/new-fdimm', 'pricing-new-fdimm'],
          ] as const) {
            await page.goto(url);
            await page.getByRole('heading', { level: 1 }).waitFor();
            if (url.includes('table') || url === '/shipping')
              await page.getByRole('table').locator('tbody tr').first().waitFor();
            await shot(page, name);
          }
        } else {
          await page.goto('/new-fdimm');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await shot(page, 'pricing-new-fdimm');
        }
      }
    },
  },
];

export default journey;
