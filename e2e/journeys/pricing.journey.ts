import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expectTrue, label, type Journey } from '../harness.ts';

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

      // The staff menu leads to the tools.
      await page.goto('/');
      await page.getByRole('button', { name: /Mein Konto/ }).click();
      await page.getByRole('link', { name: 'Versanddienste' }).click();
      await page.waitForURL('**/shipping');
      await page.getByRole('link', { name: 'New Shipping' }).click();
      await page.waitForURL('**/new-shipping');
      await fill(page, { Name: serviceName, 'Faktor Post': '1,1', 'Zup Mosina': '45', 'Letzte Meile': '35', Paushall: '10', 'THC Zup': '4' });
      await shot(page, 'pricing-new-shipping');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Service was created.').waitFor();
      await page.waitForURL('**/shipping');
      await page.getByRole('cell', { name: serviceName, exact: true }).waitFor();
      await shot(page, 'pricing-shipping');

      await page.goto('/new-fdimm');
      await fill(page, { Name: setName, Ausg: '1,05', KF: '20', 'I %': '10', 'II %': '20', 'III %': '30', DB1: '35', Kvar: '8', Fakt: '1,6' });
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
      const sets = (await (await fetch(`${baseUrl}/api/v1/calculate/imm/all`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; name: string }[] };
      const services = (await (await fetch(`${baseUrl}/api/v1/calculate/services`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; name: string }[] };
      const immId = sets.data.find((s) => s.name === setName)!.id;
      const postalId = services.data.find((s) => s.name === serviceName)!.id;
      const expected = (await (
        await fetch(`${baseUrl}/api/v1/calculate/imm?imm_id=${immId}&postal_id=${postalId}&sort=-db2e&page=1&per_page=25`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: ImmRow[] };
      const firstIds = await table.locator('tbody tr td:nth-child(2)').evaluateAll((cells) => cells.slice(0, 5).map((c) => (c.textContent ?? '').replace(/\D/g, '')));
      expectTrue(
        firstIds.join(',') === expected.data.slice(0, 5).map((r) => String(r.product_id)).join(','),
        `the screen shows the rows by DB2 descending (${firstIds.join(',')})`,
      );

      // Select rows 1, 3 and 4.
      const picked = [0, 2, 3];
      for (const i of picked) await table.locator('tbody tr').nth(i).getByRole('checkbox', { name: 'Zeile auswählen' }).check();
      await page.getByText('3 ausgewählt').waitFor();
      await shot(page, 'pricing-fd-imm');

      await page.getByRole('button', { name: 'Excel-Export' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Ausgewählte Zeilen exportieren (3)' }).click();
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-export-')), (await download).suggestedFilename());
      await (await download).saveAs(file);
      expectTrue(file.endsWith('.xlsx'), `an .xlsx file is downloaded (${file})`);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expectTrue(rows.length === 4, `the file holds a header and exactly three rows (${rows.length})`);
      expectTrue(rows[0][0] === 'Produkt-ID' && rows[0][10] === 'DB2 €', `the header names the columns (${rows[0].join(' | ')})`);
      const keys = ['product_id', 'name', 'price', 'cbm', 'ausg', 'einst', 'db1', 'db1e', 'porno', 'kvar', 'db2e', 'db2p', 'pu kalk', 'fakt', 'vk werb', 'pu', 'ap1', 'ap2', 'freie'];
      picked.forEach((i, n) => {
        const want = expected.data[i];
        const got = rows[n + 1];
        keys.forEach((key, k) => {
          const w = want[key];
          const g = got[k];
          const same = typeof w === 'number' ? typeof g === 'number' && Math.abs(g - w) < 1e-9 : (w ?? null) === (g ?? null);
          expectTrue(same, `row ${n + 1} column ${key}: file ${String(g)} vs server ${String(w)}`);
        });
      });
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
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
          for (const [url, name] of [['/shipping', 'pricing-shipping'], ['/fd-imm-table', 'pricing-fd-imm-table'], ['/new-shipping', 'pricing-new-shipping'], ['/new-fdimm', 'pricing-new-fdimm']] as const) {
            await page.goto(url);
            await page.getByRole('heading', { level: 1 }).waitFor();
            if (url.includes('table') || url === '/shipping') await page.getByRole('table').locator('tbody tr').first().waitFor();
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
