import { newsletterTexts as texts } from '@wohnwerk/contract/newsletter';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import type { Limits } from '../../lib/limits.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as q from './newsletter.queries.ts';

const isUniqueViolation = (err: unknown) =>
  String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code) ===
  '23505';

/**
 * Double opt-in (shop-rules "German law"): an address is stored unconfirmed and receives a
 * confirmation link; the answer never tells whether an address was known or confirmed.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly limits: Limits,
  ) {}

  async subscribe(email: string) {
    // One confirmation mail per address and cooldown (decision 011): a repeat inside it changes
    // nothing, so the link already sent stays valid and nobody can flood someone's inbox.
    if (!(await this.limits.mayMail('newsletter', email, this.config.MAIL_COOLDOWN_SECONDS)))
      return { message: texts.subscribed };
    const confirm = newToken();
    const unsubscribe = newToken();
    const hashes = { confirmTokenHash: hashToken(confirm), unsubscribeTokenHash: hashToken(unsubscribe) };
    try {
      await this.db.transaction(async (tx) => {
        const existing = await q.findSubscriberForUpdate(tx, email);
        if (existing?.confirmed && !existing.unsubscribed) return;
        if (existing) await q.restartSubscription(tx, existing.id, hashes);
        else await q.insertSubscriber(tx, { email, ...hashes });
        await enqueueMail(tx, this.confirmationMail(email, confirm, unsubscribe));
      });
    } catch (err) {
      // Two sign-ups of one new address at once: the other one stored it and sent the mail.
      if (!isUniqueViolation(err)) throw err;
    }
    return { message: texts.subscribed };
  }

  async confirm(token: string): Promise<boolean> {
    return q.confirmSubscriber(this.db, hashToken(token));
  }

  async unsubscribe(token: string): Promise<boolean> {
    return q.unsubscribeSubscriber(this.db, hashToken(token));
  }

  private confirmationMail(email: string, confirmToken: string, unsubscribeToken: string) {
    const base = `${this.config.publicUrl}/api/v1/newsletter`;
    const confirmLink = `${base}/confirm?token=${confirmToken}`;
    const unsubscribeLink = `${base}/unsubscribe?token=${unsubscribeToken}`;
    const text = [
      'Hallo,',
      '',
      'vielen Dank für Ihr Interesse am Wohnwerk-Newsletter mit Angeboten und Gutscheinen.',
      'Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
      confirmLink,
      '',
      'Erst nach Ihrer Bestätigung senden wir Ihnen den Newsletter. Wenn Sie sich nicht angemeldet haben,',
      'können Sie diese E-Mail ignorieren.',
      '',
      'Abmelden können Sie sich jederzeit über diesen Link:',
      unsubscribeLink,
      '',
      'Ihr Wohnwerk-Team',
    ].join('\n');
    const html = `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#222">
<p>Hallo,</p>
<p>vielen Dank für Ihr Interesse am Wohnwerk-Newsletter mit Angeboten und Gutscheinen.</p>
<p><a href="${confirmLink}" style="display:inline-block;padding:10px 18px;background:#1f3a5f;color:#fff;text-decoration:none;border-radius:4px">Anmeldung bestätigen</a></p>
<p>Erst nach Ihrer Bestätigung senden wir Ihnen den Newsletter. Wenn Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.</p>
<p style="font-size:12px;color:#555">Abmelden können Sie sich jederzeit: <a href="${unsubscribeLink}">Newsletter abbestellen</a></p>
<p>Ihr Wohnwerk-Team</p>
</body></html>`;
    return { to: email, subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Wohnwerk', text, html };
  }
}
