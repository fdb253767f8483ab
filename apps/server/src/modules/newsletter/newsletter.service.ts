import { newsletterTexts as texts } from '@wohnwerk/contract/newsletter';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { newsletterConfirmationMail } from '../../lib/mail/templates/newsletter-confirmation.mail.tsx';
import type { Limits } from '../../lib/limits.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as newsletterQueries from './newsletter.queries.ts';

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
    const mail = await this.confirmationMail(email, confirm, unsubscribe);
    try {
      await this.db.transaction(async (tx) => {
        const existing = await newsletterQueries.findSubscriberForUpdate(tx, email);
        if (existing?.confirmed && !existing.unsubscribed) return;
        if (existing) await newsletterQueries.restartSubscription(tx, existing.id, hashes);
        else await newsletterQueries.insertSubscriber(tx, { email, ...hashes });
        await enqueueMail(tx, mail);
      });
    } catch (err) {
      // Two sign-ups of one new address at once: the other one stored it and sent the mail.
      if (!isUniqueViolation(err)) throw err;
    }
    return { message: texts.subscribed };
  }

  async confirm(token: string): Promise<boolean> {
    return newsletterQueries.confirmSubscriber(this.db, hashToken(token));
  }

  async unsubscribe(token: string): Promise<boolean> {
    return newsletterQueries.unsubscribeSubscriber(this.db, hashToken(token));
  }

  private async confirmationMail(email: string, confirmToken: string, unsubscribeToken: string) {
    const base = `${this.config.publicUrl}/api/v1/newsletter`;
    const mail = await newsletterConfirmationMail({
      confirmLink: `${base}/confirm?token=${confirmToken}`,
      unsubscribeLink: `${base}/unsubscribe?token=${unsubscribeToken}`,
    });
    return { to: email, ...mail };
  }
}
