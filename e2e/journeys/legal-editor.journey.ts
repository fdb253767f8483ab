import { AxeBuilder } from '@axe-core/playwright';
import { expectTrue, login, type Journey } from '../harness.ts';

const journey: Journey = {
  name: 'legal editor: staff edit the Impressum in the rich-text editor, opened where they clicked, see the preview and the shop shows it',
  async run({ newPage, shot }) {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/pages');
      const row = page.locator('tbody tr').filter({ hasText: 'Impressum' }).first();
      await row.getByRole('button', { name: 'Bearbeiten' }).click();

      // The form opens where the merchant clicked: a dialog over the list (the whole screen on a phone).
      const dialog = page.getByRole('dialog', { name: /^Bearbeiten \(ID \d+\)$/ });
      await dialog.waitFor();
      await page.waitForTimeout(400); // its opening transition
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize()!;
      expectTrue(box !== null && box.y >= 0 && box.y < viewport.height / 2, `the form is in view (y ${box?.y})`);
      const editor = dialog.getByTestId('html-editor');
      const text = editor.getByRole('textbox', { name: 'Inhalt' });
      await text.waitFor();

      // A new last paragraph in bold, written with the toolbar.
      const added = `Neu im Impressum (${width} px)`;
      await text.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(added);
      await page.keyboard.press('Shift+Home');
      // A paragraph started after a bold one may be bold already (the 1280 px pass left one).
      const bold = editor.getByRole('button', { name: 'Fett' });
      if ((await bold.getAttribute('data-active')) !== 'true') await bold.click();
      await shot(page, 'legal-editor-editing');
      await editor.getByText('Vorschau', { exact: true }).click();
      await editor.getByTestId('html-preview').locator('strong', { hasText: added }).waitFor();
      const axe = await new AxeBuilder({ page }).include('[data-testid="html-editor"]').analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expectTrue(bad.length === 0, `axe: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(', ')}`);
      await shot(page, 'legal-editor-preview');
      await editor.getByText('HTML', { exact: true }).click();
      const source = await editor.getByRole('textbox', { name: 'Inhalt' }).inputValue();
      expectTrue(source.includes(`<p><strong>${added}</strong></p>`), `the HTML: ${source.slice(-120)}`);

      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Gespeichert').first().waitFor();

      await page.goto('/impressum');
      await page.locator('main strong', { hasText: added }).waitFor();
      await shot(page, 'legal-editor-shop');
      await context.close();
    }
  },
};

export default journey;
