import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { sellerOrderMail } from './seller-order.mail.tsx';

withMailSeller();
const link = 'http://shop.test/seller/orders/7';

describe('seller order mail', () => {
  it('names the seller order, its lines, where they go and the portal link in both parts', async () => {
    const mail = await sellerOrderMail({
      company: 'Möbel Nord GmbH',
      number: 'WW-2026-000123-S1',
      lines: [
        { qty: 2, productName: 'Ecksofa Nordic Grau', code: 'ECK-1' },
        { qty: 1, productName: 'Hocker', code: null },
      ],
      shippingAddress: ['Erika Käuferin', 'Musterstraße 5', '04109 Leipzig', 'Deutschland'],
      link,
    });
    expect(mail.subject).toBe('Neue Bestellung WW-2026-000123-S1 – Wohnwerk');
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    expect(mail.text).toContain('für Möbel Nord GmbH ist über Wohnwerk eine neue Bestellung eingegangen');
    expect(mail.text).toContain('2 × Ecksofa Nordic Grau (ECK-1)');
    expect(mail.text).toContain('1 × Hocker\n');
    expect(mail.text).toContain('04109 Leipzig');
    expect(mail.text).toContain(`${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
    expectShopMail(mail);
  });
});
