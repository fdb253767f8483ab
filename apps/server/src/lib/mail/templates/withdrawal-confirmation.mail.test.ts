import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { withdrawalConfirmationMail } from './withdrawal-confirmation.mail.tsx';

withMailSeller();

describe('withdrawal confirmation mail', () => {
  it('confirms the moment the withdrawal arrived and what it covers', async () => {
    const mail = await withdrawalConfirmationMail({
      name: 'Anna Berg',
      orderNumber: 'W-2026-000042',
      orderedAt: new Date('2026-11-02T09:00:00Z'),
      receivedAt: new Date('2026-11-10T13:30:00Z'),
      items: [
        { qty: 1, productName: 'Esstisch Eiche' },
        { qty: 4, productName: 'Stuhl Ben' },
      ],
    });
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs – Bestellung W-2026-000042');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hallo Anna Berg,');
      expect(part).toContain(
        'Bestellung W-2026-000042 vom 02.11.2026 ist am 10.11.2026, 14:30 Uhr bei uns eingegangen.',
      );
      expect(part).toContain('binnen 14 Tagen');
      expect(part).toContain('Ihr Möbelhaus Muster KG');
    }
    expect(mail.text).toContain('Widerrufen wurden:\n1 × Esstisch Eiche\n4 × Stuhl Ben\n');
    expectShopMail(mail);
  });
});
