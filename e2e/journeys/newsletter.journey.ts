import { expectTrue, type Journey } from '../harness.ts';
import { waitForMail } from '../mail.ts';

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
