import { expectTrue, startServer, type Journey, type RunningServer } from '../harness.ts';

/** A seller other than the demo company, as SELLER_* configure it (decision 122). */
const seller = {
  SELLER_NAME: 'Möbelhaus Muster GmbH',
  SELLER_STREET: 'Hauptstraße 1',
  SELLER_ZIP: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_EMAIL: 'service@muster.example',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_PHONE: '+49 30 1234567',
  SELLER_REGISTER: 'Amtsgericht Charlottenburg HRB 12345',
  SELLER_MANAGING_DIRECTOR: 'Max Muster',
};

const journey: Journey = {
  name: 'shop info: the footer and the Impressum name the configured seller, the demo company by default',
  async run({ newPage, shot }) {
    // The demo shop: its fictional company fills both.
    {
      const { page, context } = await newPage(1280);
      await page.goto('/impressum');
      const imprint = page.getByTestId('seller-imprint');
      await imprint.getByText('Beispielstraße 12').waitFor();
      const text = await imprint.innerText();
      for (const expected of ['Wohnwerk GmbH', '04109 Leipzig', 'Erika Beispiel', 'HRB 00000', 'DE000000000'])
        expectTrue(text.includes(expected), `demo Impressum names ${expected}: ${text}`);
      const footer = page.locator('footer address');
      await footer.getByText('Beispielstraße 12').waitFor();
      await context.close();
    }

    let server: RunningServer | null = null;
    try {
      server = await startServer(seller);
      for (const width of [1280, 390]) {
        const { page, context } = await newPage(width, server.baseUrl);
        await page.goto('/impressum');
        const imprint = page.getByTestId('seller-imprint');
        await imprint.getByText('Hauptstraße 1').waitFor();
        const text = await imprint.innerText();
        for (const expected of [
          'Möbelhaus Muster GmbH',
          '10115 Berlin',
          '+49 30 1234567',
          'service@muster.example',
          'Max Muster',
          'Amtsgericht Charlottenburg HRB 12345',
          'DE123456789',
        ])
          expectTrue(text.includes(expected), `Impressum names ${expected}: ${text}`);
        const footer = page.locator('footer');
        await footer.getByText('Hauptstraße 1').waitFor();
        const footerText = await footer.innerText();
        for (const expected of ['Möbelhaus Muster GmbH', 'USt-IdNr.: DE123456789', '© '])
          expectTrue(footerText.includes(expected), `footer names ${expected}`);
        expectTrue(!footerText.includes('Beispielstraße'), 'the footer names no demo address');
        expectTrue(!footerText.includes('Wohnwerk GmbH'), 'the footer names no demo company');
        await page.locator('footer').scrollIntoViewIfNeeded();
        await shot(page, 'shop-info-impressum');
        await context.close();
      }
    } finally {
      await server?.stop();
    }
  },
};

export default journey;
