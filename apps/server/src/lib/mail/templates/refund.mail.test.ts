import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { refundMail } from './refund.mail.tsx';

withMailSeller();
const refund = {
  customerName: 'Anna Schmidt',
  orderNumber: 'W-2026-000099',
  amountCents: 123_456,
  method: 'paypal',
  reason: 'Transportschaden',
  creditNoteNumber: 'RK-2026-000003',
  orderUrl: 'http://shop.test/order/W-2026-000099',
};

describe('refund mail', () => {
  it('says how much went back, which way, why, and where the credit note is', async () => {
    const mail = await refundMail(refund);
    expect(mail.subject).toBe('Erstattung zu Ihrer Bestellung W-2026-000099');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('zu Ihrer Bestellung W-2026-000099 1.234,56 € erstattet, über PayPal.');
      expect(part).toContain('Grund: Transportschaden');
      expect(part).toContain('Die Rechnungskorrektur RK-2026-000003 finden Sie im Anhang');
    }
    expectShopMail(mail);
  });

  it('names the card as the way back for a card payment', async () => {
    expect((await refundMail({ ...refund, method: 'card' })).text).toContain('erstattet, über Ihre Kreditkarte.');
  });
});
