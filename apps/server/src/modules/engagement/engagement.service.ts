import type { ProductListItem } from '@wohnwerk/contract/catalog';
import {
  engagementTexts as texts,
  type ButtonClickInput,
  type RatingCreateInput,
  type RatingDto,
  type RatingsResponse,
  type RatingUpdateInput,
} from '@wohnwerk/contract/engagement';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import type { Limits } from '../../lib/limits.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { toListItem } from '../catalog/catalog.service.ts';
import * as q from './engagement.queries.ts';

const isUniqueViolation = (err: unknown) =>
  String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code) === '23505';

export class WishlistService {
  constructor(private readonly db: Db) {}

  async add(userId: number, productId: number) {
    if (!(await q.activeProductExists(this.db, productId))) throw fieldError('product_id', texts.productUnknown);
    if (!(await q.addWishlistItem(this.db, userId, productId))) throw new AppError('conflict', texts.wishlistExists);
    return { message: texts.wishlistAdded };
  }

  async list(userId: number): Promise<ProductListItem[]> {
    return (await q.listWishlist(this.db, userId)).map(toListItem);
  }

  /** Removing what is not (or no longer) in the list is no error: a double click ends in the same state. */
  async remove(userId: number, productId: number) {
    await q.removeWishlistItem(this.db, userId, productId);
    return { message: texts.wishlistRemoved };
  }
}

const ratingDto = (r: q.RatingRow, userId: number | null): RatingDto => ({
  id: r.id,
  user: r.user,
  date: r.date,
  description: r.description,
  rating: r.rating,
  rated: userId !== null && r.user_id === userId,
});

/**
 * One rating per customer and product, 1–5 stars, only the author edits or deletes it. Every
 * change recomputes products.rating_avg/rating_count in its transaction, with the product row
 * locked so concurrent ratings of one product count each other.
 */
export class RatingService {
  constructor(private readonly db: Db) {}

  async list(productId: number, userId: number | null): Promise<RatingsResponse> {
    const list = (await q.listRatings(this.db, productId)).map((r) => ratingDto(r, userId));
    return { ratings: list, rated: list.some((r) => r.rated) };
  }

  async own(id: number, userId: number) {
    const rating = await q.findRating(this.db, id);
    if (!rating) throw new AppError('not_found', texts.ratingNotFound);
    if (rating.user_id !== userId) throw new AppError('forbidden', texts.ratingNotOwn);
    return { data: { ...ratingDto(rating, userId), product_id: rating.product_id } };
  }

  async create(userId: number, input: RatingCreateInput['rating']) {
    await this.db.transaction(async (tx) => {
      if (!(await q.lockActiveProduct(tx, input.product_id))) throw fieldError('rating.product_id', texts.productUnknown);
      const id = await q.insertRating(tx, { userId, productId: input.product_id, rating: input.rating, description: input.description });
      if (id === null) throw new AppError('conflict', texts.ratingExists);
      await q.refreshProductRating(tx, input.product_id);
    });
    return { message: texts.ratingThanks };
  }

  async update(id: number, userId: number, input: RatingUpdateInput['rating']) {
    await this.db.transaction(async (tx) => {
      const rating = await this.authorsRating(tx, id, userId);
      await q.lockActiveProduct(tx, rating.product_id);
      await q.updateRating(tx, id, { rating: input.rating, description: input.description });
      await q.refreshProductRating(tx, rating.product_id);
    });
    return { message: texts.ratingThanks };
  }

  async remove(id: number, userId: number) {
    await this.db.transaction(async (tx) => {
      const rating = await this.authorsRating(tx, id, userId);
      await q.lockActiveProduct(tx, rating.product_id);
      await q.deleteRating(tx, id);
      await q.refreshProductRating(tx, rating.product_id);
    });
    return { message: texts.ratingThanks };
  }

  private async authorsRating(tx: Parameters<typeof q.findRating>[0], id: number, userId: number) {
    const rating = await q.findRating(tx, id);
    if (!rating) throw new AppError('not_found', texts.ratingNotFound);
    if (rating.user_id !== userId) throw new AppError('forbidden', texts.ratingNotOwn);
    return rating;
  }
}

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
    // One confirmation mail per address and cooldown (issue 9): a repeat inside it changes
    // nothing, so the link already sent stays valid and nobody can flood someone's inbox.
    if (!(await this.limits.mayMail('newsletter', email, this.config.MAIL_COOLDOWN_SECONDS))) return { message: texts.subscribed };
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

export class ClickService {
  constructor(private readonly db: Db) {}

  /** Reporting data only: a failure is logged by the caller and never reaches the page. */
  async record(input: ButtonClickInput, userId: number | null) {
    await q.insertClick(this.db, { productId: input.product_id, button: input.button, userId });
  }
}
