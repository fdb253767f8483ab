import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** Staff's token and the product export as CSV lines (without the byte order mark). */
async function exportLines(baseUrl: string): Promise<string[]> {
  const signIn = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const res = await fetch(`${baseUrl}/api/v1/admin/products/export?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.text()).slice(1).split('\r\n');
}

async function uploadAndCheck(page: Page, name: string, content: string | Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  await page.locator('[data-status="checked"]').waitFor({ timeout: 30_000 });
}

async function applyImport(page: Page) {
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await page.locator('[data-status="applied"]').waitFor({ timeout: 30_000 });
}

const summary = (page: Page) => page.getByTestId('import-summary').textContent();

const journey: Journey = {
  name: "imports refused rows: the report names code and value, says '4 übernommen, 1 mit Fehler', and the refused row downloads, is corrected and imported",
  async run({ newPage, shot, baseUrl }) {
    for (const width of [1280, 390]) {
      const lines = await exportLines(baseUrl);
      const header = lines[0].split(';');
      const stockAt = header.indexOf('Bestand');
      // Five products from the export (another five each pass); the third gets a stock that is no number.
      const offset = width === 1280 ? 1 : 6;
      const codes = lines.slice(offset, offset + 5).map((l) => l.split(';')[0]);
      const stock = width === 1280 ? 21 : 22;
      const csv = ['Artikelnummer;Bestand', ...codes.map((c, i) => `${c};${i === 2 ? 'viele' : stock}`)].join('\r\n');

      const { page } = await newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/imports');
      await page.getByRole('heading', { name: 'Artikel-Import und -Export', level: 1 }).waitFor();
      await uploadAndCheck(page, 'bestand.csv', csv);

      // The error names the row, its code, the column and the refused value.
      const row = page.getByTestId('import-errors').getByRole('row').filter({ hasText: 'viele' });
      await row.waitFor();
      const cells = (await row.getByRole('cell').allTextContents()).map((c) => c.trim());
      expectTrue(cells[0] === '4' && cells[1] === codes[2], `row 4, ${codes[2]}: ${cells.join(' | ')}`);
      expectTrue(cells[2] === 'Bestand' && cells[3] === 'viele', `Bestand "viele": ${cells.join(' | ')}`);
      expectTrue(cells[4] === 'Der Bestand muss eine ganze Zahl sein.', `the message: ${cells[4]}`);
      const checked = await summary(page);
      expectTrue(checked === '4 werden übernommen, 1 mit Fehler', `after the check: ${checked}`);
      const axe = await new AxeBuilder({ page }).include('[data-testid="import-status"]').analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expectTrue(bad.length === 0, `axe: ${bad.map((v) => v.id).join(', ')}`);
      await shot(page, 'imports-refused-checked');

      await applyImport(page);
      const applied = await summary(page);
      expectTrue(applied === '4 übernommen, 1 mit Fehler', `after applying: ${applied}`);
      await shot(page, 'imports-refused-applied');

      // The refused row, as a file in the upload's layout plus "Fehler"; the Excel one too.
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Fehlerhafte Zeilen als Excel (XLSX)' }).click(),
      ]);
      expectTrue(/fehlerzeilen\.xlsx$/.test(xlsx.suggestedFilename()), `xlsx name ${xlsx.suggestedFilename()}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Fehlerhafte Zeilen als CSV' }).click(),
      ]);
      expectTrue(/^import-\d+-fehlerzeilen\.csv$/.test(download.suggestedFilename()), download.suggestedFilename());
      const refused = fs
        .readFileSync((await download.path())!, 'utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expectTrue(refused[0] === 'Artikelnummer;Bestand;Fehler', `header: ${refused[0]}`);
      expectTrue(refused.length === 2, `one refused row: ${refused.length - 1}`);
      expectTrue(
        refused[1] === `${codes[2]};viele;Bestand: Der Bestand muss eine ganze Zahl sein.`,
        `the refused row: ${refused[1]}`,
      );

      // Corrected in the file and uploaded again: nothing refused, and the stock is what the file says.
      await uploadAndCheck(
        page,
        'korrigiert.csv',
        `\ufeff${refused[0]}\r\n${refused[1].replace(';viele;', ';9;')}\r\n`,
      );
      expectTrue((await page.getByTestId('import-errors').count()) === 0, 'the corrected file has no errors');
      await applyImport(page);
      const again = await summary(page);
      expectTrue(again === '1 übernommen, 0 mit Fehler', `the corrected file: ${again}`);
      await shot(page, 'imports-refused-corrected');
      const after = (await exportLines(baseUrl)).find((l) => l.startsWith(`${codes[2]};`))!;
      expectTrue(after.split(';')[stockAt] === '9', `stock of ${codes[2]}: ${after.split(';')[stockAt]}`);
      await page.context().close();
    }
  },
};

export default journey;
