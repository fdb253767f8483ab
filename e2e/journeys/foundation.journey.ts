import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expectTrue, label, type Journey } from '../harness.ts';

async function openAccountMenu(page: Page, trigger: 'Anmelden' | 'Mein Konto', item: string) {
  const entry = page
    .getByRole('menuitem', { name: item })
    .or(page.getByRole('button', { name: item, exact: true }))
    .or(page.getByRole('link', { name: item, exact: true }))
    .first();
  // A navigation that lands while the menu opens closes it again: open until the entry shows.
  for (let attempt = 0; attempt < 3 && !(await entry.isVisible()); attempt++) {
    await page.getByRole('button', { name: trigger, exact: true }).first().click();
    await entry.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  return entry;
}

const journeys: Journey[] = [
  {
    name: 'foundation: register, log out, log in, "Mein Konto"',
    async run({ newPage, shot }) {
      const { page } = await newPage(1280);
      const email = `neu-${Date.now()}@example.test`;
      await page.goto('/register');
      await shot(page, 'register');
      const form = page.locator('section', { has: page.getByRole('heading', { name: 'Neukunde' }) });
      await form.getByLabel(label('Username')).fill('Nina Neu');
      await form.getByLabel(label('E-mail')).fill(email);
      await form.getByLabel(label('Telefonnummer')).fill('030 1234567');
      await form.getByLabel(label('Password')).fill('Sicher123!');
      await form.getByLabel(label('Password Confirm')).fill('Sicher123!');
      await form.getByRole('button', { name: 'Registrieren' }).click();
      await page.getByText('Benutzer erfolgreich erstellt').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Mein Konto', exact: true }).first().waitFor();

      await (await openAccountMenu(page, 'Mein Konto', 'Logout')).click();
      await page.getByText('Benutzer hat sich erfolgreich abgemeldet').first().waitFor();
      expectTrue(new URL(page.url()).pathname === '/', `logout should go to /, went to ${page.url()}`);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).first().waitFor();

      await page.goto('/login');
      await shot(page, 'login');
      await page.getByLabel(label('E-Mail')).fill(email);
      await page.getByLabel(label('Passwort')).fill('Sicher123!');
      await page.getByRole('button', { name: 'Einloggen' }).click();
      await page.getByRole('button', { name: 'Mein Konto', exact: true }).first().waitFor();
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expectTrue(token && token.length > 20, 'the token is kept under access_token');
    },
  },
  {
    name: 'foundation: a guest opening /checkout lands on the login with the redirect',
    async run({ newPage, shot }) {
      const { page } = await newPage(390);
      await page.goto('/checkout');
      await page.waitForURL((url) => url.pathname === '/login');
      const url = new URL(page.url());
      expectTrue(url.searchParams.get('redirect') === '/checkout', `redirect should be /checkout, got ${url.search}`);
      await shot(page, 'login');
      // Logging in returns to the wanted page.
      await page.getByLabel(label('E-Mail')).fill('kunde@wohnwerk.test');
      await page.getByLabel(label('Passwort')).fill('Kunde123!');
      await page.getByRole('button', { name: 'Einloggen' }).click();
      await page.waitForURL((u) => u.pathname === '/checkout');
    },
  },
  {
    name: 'foundation: the home page has no serious accessibility violation, unknown paths say "Nicht Gefunden!"',
    async run({ newPage, shot }) {
      for (const width of [1280, 390]) {
        const { page } = await newPage(width);
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByText('KOSTENLOSER VERSAND').first().waitFor();
        await shot(page, 'home');
        const result = await new AxeBuilder({ page }).analyze();
        const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expectTrue(
          bad.length === 0,
          `axe at ${width}px: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
        );
        await page.goto('/gibt-es-nicht');
        await page.getByRole('heading', { name: 'Nicht Gefunden!' }).waitFor();
        await shot(page, 'not-found');
      }
    },
  },
  {
    name: 'foundation: a customer is refused staff screens, staff are let in',
    async run({ newPage }) {
      const { page } = await newPage(1280);
      await page.goto('/login?redirect=/excel');
      await page.getByLabel(label('E-Mail')).fill('kunde@wohnwerk.test');
      await page.getByLabel(label('Passwort')).fill('Kunde123!');
      await page.getByRole('button', { name: 'Einloggen' }).click();
      await page.getByText('Kein Zugriff').first().waitFor();
    },
  },
];

export default journeys;
