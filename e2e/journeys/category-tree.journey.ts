import { expectTrue, label, login, type Journey } from '../harness.ts';

interface Category {
  id: number;
  parent_id: number | null;
  name_de: string;
  product_count: number;
}

const journey: Journey = {
  name: 'category tree: the categories show as a tree with counts including subcategories, the parent and the product category are chosen from the tree',
  async run({ newPage, shot, baseUrl }) {
    const signIn = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@wohnwerk.test', password: 'Staff123!' }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const all = (
      (await (
        await fetch(`${baseUrl}/api/v1/admin/categories`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: Category[];
      }
    ).data;
    const living = all.find((c) => c.name_de === 'Wohnzimmer')!;
    const below = all.filter((c) => c.parent_id === living.id);
    const total = living.product_count + below.reduce((sum, c) => sum + c.product_count, 0);
    expectTrue(below.length > 1 && total > 0, 'the demo shop has a Wohnzimmer with subcategories');

    for (const width of [1280, 390]) {
      const { page, context } = await newPage(width);
      await login(page, 'staff@wohnwerk.test', 'Staff123!');
      await page.goto('/admin/categories');
      const rows = page.locator('tbody tr');
      const livingRow = rows.filter({ has: page.locator('[data-depth="0"]', { hasText: /^Wohnzimmer$/ }) });
      await livingRow.waitFor();
      // "Wohnzimmer 0 Artikel" no more: its count is its subcategories'.
      const count = (
        await livingRow.locator('[data-label="Artikel (mit Unterkategorien)"], td').allTextContents()
      ).join(' ');
      expectTrue(count.includes(String(total)), `Wohnzimmer counts ${total} with its subcategories: ${count}`);
      // Its subcategories follow it, indented one level.
      const names = (await rows.locator('[data-depth]').allTextContents()).map((n) => n.replace('└', '').trim());
      const at = names.indexOf('Wohnzimmer');
      const next = names.slice(at + 1, at + 1 + below.length).sort();
      expectTrue(
        JSON.stringify(next) === JSON.stringify(below.map((c) => c.name_de).sort()),
        `under Wohnzimmer: ${next.join(', ')}`,
      );
      await shot(page, 'category-tree');

      // The parent field offers the tree's paths, never the category itself.
      await rows.filter({ hasText: 'Couchtische' }).first().getByRole('button', { name: 'Bearbeiten' }).click();
      const parent = page.getByRole('dialog').getByRole('combobox', { name: label('Übergeordnete Kategorie') });
      await parent.click();
      const options = await page.getByRole('option').allTextContents();
      expectTrue(options.includes('Schlafzimmer › Betten'), `paths offered: ${options.slice(0, 4).join(', ')}`);
      expectTrue(!options.some((o) => o.endsWith('Couchtische')), 'a category is never its own parent');
      await shot(page, 'category-tree-parent');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // The product form's category is chosen from the same tree.
      await page.goto('/admin/products/new');
      const category = page.getByRole('combobox', { name: label('Kategorie') });
      await category.click();
      await category.fill('Couch');
      await page.getByRole('option', { name: 'Wohnzimmer › Couchtische', exact: true }).waitFor();
      await shot(page, 'category-tree-product');
      await context.close();
    }
  },
};

export default journey;
