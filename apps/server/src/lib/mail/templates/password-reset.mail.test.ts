import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { passwordResetMail } from './password-reset.mail.tsx';

withMailSeller();
const link = 'http://shop.test/reset-password/tok-123?email=anna%40example.test';

describe('password reset mail', () => {
  it('greets by name and carries the one-time link and its lifetime in both parts', async () => {
    const mail = await passwordResetMail({ name: 'Anna Schmidt', link, minutes: 60 });
    expect(mail.subject).toBe('Passwort zurücksetzen – Wohnwerk');
    expect(mail.text).toMatch(/^Hallo Anna Schmidt,\n/);
    expect(mail.text).toContain(`Öffnen Sie dazu diesen Link:\n\n${link}\n`);
    expect(mail.text).toContain('Der Link ist 60 Minuten gültig und kann einmal verwendet werden.');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hallo Anna Schmidt,');
    expectShopMail(mail);
  });

  it('greets without a name that could carry a link', async () => {
    const mail = await passwordResetMail({ name: 'Konto gesperrt: https://evil.example', link, minutes: 60 });
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });
});
