import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { newsletterConfirmationMail } from './newsletter-confirmation.mail.tsx';

withMailSeller();

describe('newsletter confirmation mail', () => {
  it('asks to confirm with a link, offers the way out, and shows a button only in HTML', async () => {
    const confirmLink = 'http://shop.test/api/v1/newsletter/confirm?token=c-1';
    const unsubscribeLink = 'http://shop.test/api/v1/newsletter/unsubscribe?token=u-1';
    const mail = await newsletterConfirmationMail({ confirmLink, unsubscribeLink });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Wohnwerk');
    expect(mail.text).toContain('Wohnwerk-Newsletter mit Angeboten und Gutscheinen');
    expect(mail.text).toContain(`Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n${confirmLink}\n`);
    expect(mail.text).toContain(`Abmelden können Sie sich jederzeit über diesen Link:\n${unsubscribeLink}\n`);
    expect(mail.text).not.toContain('Anmeldung bestätigen');
    expect(mail.html).toContain('Anmeldung bestätigen');
    expect(mail.html.split(`href="${confirmLink}"`)).toHaveLength(3); // the written-out link and the button
    expect(mail.html).toContain(`href="${unsubscribeLink}"`);
    expectShopMail(mail);
  });
});
