import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** No serious or critical axe finding on the screen as it is now. */
async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${screen}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

/** A stock-and-price file for two demo products (by the export's codes) and one row with a broken price. */
async function fileWithOneBadRow(baseUrl: string, stock: number): Promise<{ csv: string; badRow: number }> {
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const res = await fetch(`${baseUrl}/api/v1/admin/products/export?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const lines = (await res.text()).slice(1).split('\r\n');
  const codes = lines.slice(1, 4).map((l) => l.split(';')[0]);
  const csv = [
    'Artikelnummer;Preis;Bestand',
    `${codes[0]};1.299,00;${stock}`,
    `${codes[1]};abc;3`,
    `${codes[2]};89,90;${stock + 1}`,
  ].join('\r\n');
  return { csv, badRow: 3 };
}

const journey: Journey = {
  name: 'imports: staff uploads a file with one bad row, sees that row error, applies the rest',
  async run({ newPage, shot, baseUrl }) {
    for (const width of [1280, 390]) {
      // Other stock each pass: the second file must change something the first did not.
      const { csv, badRow } = await fileWithOneBadRow(baseUrl, width === 1280 ? 5 : 6);
      const { page } = await newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/imports');
      await page.getByRole('heading', { name: 'Artikel-Import und -Export', level: 1 }).waitFor();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'preise.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Hochladen und prüfen' }).click();
      await page.locator('[data-status="checked"]').waitFor({ timeout: 30_000 });
      const errors = page.getByTestId('import-errors');
      const row = errors.getByRole('row').filter({ hasText: 'Der Preis muss ein Betrag in Euro sein' });
      await row.waitFor();
      expectTrue((await row.count()) === 1, 'exactly one error row');
      expectTrue(
        (await row.getByRole('cell').first().textContent()) === String(badRow),
        `the error is on row ${badRow}`,
      );
      expectTrue((await page.getByText('Geändert: 2').count()) === 1, 'two rows would change');
      await expectAccessible(page, `imports checked ${width}`);
      await shot(page, 'imports-checked');
      await page.getByRole('button', { name: 'Übernehmen' }).click();
      await page.locator('[data-status="applied"]').waitFor({ timeout: 30_000 });
      await page.getByText('Der Import wurde übernommen.').waitFor();
      await shot(page, 'imports-applied');
    }
  },
};

export default journey;
