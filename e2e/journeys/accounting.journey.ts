import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Journey, expectTrue, login } from '../harness.ts';

/** Staff export a month for the tax advisor from the figures screen (decision 155), at 1280 and 390 px. */
const journey: Journey = {
  name: 'accounting export',
  async run(ctx) {
    for (const width of [1280, 390]) {
      const { page } = await ctx.newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/figures');
      const section = page.getByTestId('accounting');
      await section.getByRole('heading', { name: 'Buchhaltung' }).waitFor();
      await section.getByLabel('Monat').fill('2026-11');
      await section.scrollIntoViewIfNeeded();
      const axe = await new AxeBuilder({ page }).include('[data-testid="accounting"]').analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expectTrue(bad.length === 0, `axe on the export at ${width}: ${bad.map((v) => v.id).join(', ')}`);
      await ctx.shot(page, 'accounting-export');

      const [datev] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Buchhaltung exportieren' }).click(),
      ]);
      expectTrue(datev.suggestedFilename() === 'EXTF_Buchungsstapel_2026-11.csv', `file ${datev.suggestedFilename()}`);
      const bytes = fs.readFileSync((await datev.path()) ?? '');
      const text = new TextDecoder('windows-1252').decode(bytes);
      expectTrue(text.startsWith('"EXTF";700;21;"Buchungsstapel";'), `DATEV header: ${text.slice(0, 60)}`);

      await section.getByLabel('Format', { exact: true }).click();
      await page.getByRole('option', { name: 'CSV für Excel' }).click();
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Buchhaltung exportieren' }).click(),
      ]);
      expectTrue(csv.suggestedFilename() === 'buchhaltung-2026-11.csv', `file ${csv.suggestedFilename()}`);
      const plain = fs.readFileSync((await csv.path()) ?? '', 'utf8');
      expectTrue(plain.startsWith('\uFEFFBelegnummer;Belegart;'), `CSV header: ${plain.slice(0, 40)}`);
    }
  },
};

export default journey;
