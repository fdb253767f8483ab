import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { sellerInvitationMail } from './seller-invitation.mail.tsx';

withMailSeller();
const link = 'http://shop.test/reset-password/tok-123?email=verkauf%40moebel-nord.test';

describe('seller invitation mail', () => {
  it('names the company, carries the set-password link and its lifetime in both parts', async () => {
    const mail = await sellerInvitationMail({
      name: 'Nora Nord',
      email: 'verkauf@moebel-nord.test',
      company: 'Möbel Nord GmbH',
      link,
      days: 7,
    });
    expect(mail.subject).toBe('Ihr Zugang als Verkäufer – Wohnwerk');
    expect(mail.text).toMatch(/^Hallo Nora Nord,\n/);
    expect(mail.text).toContain('einen Zugang als Verkäufer für Möbel Nord GmbH eingerichtet');
    expect(mail.text).toContain(`${link}\n`);
    expect(mail.text).toContain('Der Link ist 7 Tage gültig und kann einmal verwendet werden.');
    expect(mail.text).toContain('mit Ihrer E-Mail-Adresse verkauf@moebel-nord.test und Ihrem Passwort an.');
    expect(mail.html).toContain(`href="${link}"`);
    expectShopMail(mail);
  });
});
