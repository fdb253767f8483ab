import fs from 'node:fs';
import path from 'node:path';
import { expectTrue, type Journey } from '../harness.ts';

/** Reads the newest .eml to an address from the server's mail folder (DATA_DIR/mail), waiting for the outbox worker. */
async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(folder)) {
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.eml')).sort().reverse()) {
        const text = fs.readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
        if (text.includes(`To: ${to}`)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

const journey: Journey = {
  name: 'newsletter: sign-up sends a confirmation mail whose link confirms (double opt-in)',
  async run({ newPage, dataDir, baseUrl, shot }) {
    const { page } = await newPage(390);
    const email = `leser-${Date.now()}@example.test`;
    await page.goto('/');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Abonnieren' }) });
    await form.getByLabel('angebote & gutscheine').fill(email);
    await form.getByRole('button', { name: 'Abonnieren' }).click();
    await form.getByText(/bestätigen Sie Ihre Anmeldung/).waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'newsletter-subscribed');

    const mail = await waitForMail(dataDir, email);
    const confirm = /(https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)?.[1];
    const unsubscribe = /(https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail)?.[1];
    expectTrue(confirm && unsubscribe, 'the mail carries a confirm and an unsubscribe link');
    expectTrue(confirm.startsWith(baseUrl), `links point at the shop (${confirm})`);

    await page.goto(confirm);
    await page.getByText('Ihre Anmeldung zum Wohnwerk-Newsletter ist bestätigt').waitFor();
    await shot(page, 'newsletter-confirmed');
  },
};

export default journey;
