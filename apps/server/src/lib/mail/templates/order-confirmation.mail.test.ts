import { describe, expect, it } from 'vitest';
import { expectShopMail, mailSeller, withMailSeller } from '../../../test/mail-templates.ts';
import { orderConfirmationMail } from './order-confirmation.mail.tsx';

withMailSeller();
const order = {
  customerName: 'Jürgen Groß-Müller',
  orderNumber: 'W-2026-000123',
  createdAt: new Date('2026-11-27T20:05:00Z'),
  items: [
    { qty: 1, productName: 'Sofa Lena', lineCents: 99_900 },
    { qty: 2, productName: 'Stuhl Ben', lineCents: 2_797 },
  ],
  discountCents: 1_000,
  couponText: 'Gutschein WILLKOMMEN',
  totalCents: 101_697,
  vatShares: [{ rate: 19, vatCents: 16_237 }],
  shippingAddress: ['Jürgen Groß-Müller', 'Hauptstraße 1', '04109 Leipzig', 'Deutschland'],
  orderUrl: 'http://shop.test/order/W-2026-000123',
  withdrawalUrl: 'http://shop.test/vertrag-widerrufen',
};

describe('order confirmation mail', () => {
  it('lists items, discount and totals in German format, the delivery address and the withdrawal notice', async () => {
    const mail = await orderConfirmationMail(order);
    expect(mail.subject).toBe('Ihre Bestellung W-2026-000123 bei Wohnwerk');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hallo Jürgen Groß-Müller,');
      expect(part).toContain('Ihre Bestellung W-2026-000123 vom 27.11.2026, 21:05 Uhr.');
      expect(part).toContain('1 × Sofa Lena – 999,00 €');
      expect(part).toContain('2 × Stuhl Ben – 27,97 €');
      expect(part).toContain('Gutschein WILLKOMMEN: −10,00 €');
      expect(part).toContain('Gesamtbetrag: 1.016,97 € (inkl. MwSt. 19 %: 162,37 €)');
      expect(part).toContain('Hauptstraße 1');
      // The notice names the seller of the settings as the address to withdraw to.
      expect(part).toContain(`per E-Mail an ${mailSeller.email} oder per Post an Möbelhaus Muster KG, Am Markt 7`);
    }
    expect(mail.text).toContain('Lieferadresse:\nJürgen Groß-Müller\nHauptstraße 1\n04109 Leipzig\nDeutschland\n');
    expect(mail.text).toContain('Vertrag widerrufen:\nhttp://shop.test/vertrag-widerrufen\n');
    expect(mail.html).toContain('href="http://shop.test/order/W-2026-000123"');
    expectShopMail(mail);
  });

  it('names the VAT of each rate, and a gift code as a discount line before the total it reduced', async () => {
    // 107,00 at 7 % + 119,00 at 19 %, gift code 25,00: 201,00 paid, the VAT that of 95,16 and 105,84 (lib/vat.ts).
    const mail = await orderConfirmationMail({
      ...order,
      discountCents: 2_500,
      couponText: 'Gutschein: 25,00 € Rabatt',
      totalCents: 20_100,
      vatShares: [
        { rate: 7, vatCents: 623 },
        { rate: 19, vatCents: 1_690 },
      ],
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Gutschein: 25,00 € Rabatt: −25,00 €');
      expect(part).toContain('Gesamtbetrag: 201,00 € (inkl. MwSt. 7 %: 6,23 €, MwSt. 19 %: 16,90 €)');
      expect(part).not.toContain('226,00');
      expect(part).not.toContain('Bezahlt');
      expect(part).not.toContain('Zahlungsmittel');
    }
  });

  it('shows no discount line for an order without a coupon', async () => {
    const mail = await orderConfirmationMail({ ...order, discountCents: 0, couponText: null });
    expect(mail.text).not.toContain('Gutschein');
    expect(mail.text).toContain('Versand: Kostenloser Versand (0,00 €)');
  });
});
