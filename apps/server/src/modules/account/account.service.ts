import { randomBytes } from 'node:crypto';
import { accountTexts, type DataExport } from '@wohnwerk/contract/account';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { AppError, fieldError, messages } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { listAddresses } from '../addresses/addresses.service.ts';
import { removeRatingsOf } from '../ratings/ratings.service.ts';
import { checkProfileImage, decodeImageDataUrl } from './profile-image.ts';
import { forgetMailsTo } from '../../lib/mail/outbox.ts';
import { anonymiseCustomerOrders } from './account-orders.queries.ts';
import { exportCustomerOrders } from './account.orders.ts';
import * as accountQueries from './account.queries.ts';

/** Stored pictures are served from here (account.file-routes.ts); the key follows the prefix. */
const uploadsPrefix = '/uploads/';
const keyOfImage = (image: string | null) =>
  image?.startsWith(uploadsPrefix) ? image.slice(uploadsPrefix.length) : null;

const notSignedIn = () => new AppError('unauthenticated', messages.unauthenticated);

export interface ProfileInput {
  name: string;
  about: string | null;
  phone: string | null;
  image?: string;
  removeImage?: boolean;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** PUT /profile: name, about, phone, and a new (checked, metadata-free) picture or its removal. */
  async updateProfile(userId: number, input: ProfileInput) {
    const current = await accountQueries.findProfile(this.db, userId);
    if (!current) throw notSignedIn();
    let image: string | null | undefined;
    if (input.image !== undefined) {
      // Checked before anything is stored: a refused picture leaves the profile untouched.
      const checked = checkProfileImage(decodeImageDataUrl(input.image));
      const key = `profile/${randomBytes(16).toString('hex')}.${checked.extension}`;
      await this.storage.put(key, checked.bytes);
      image = uploadsPrefix + key;
    } else if (input.removeImage) {
      image = null;
    }
    try {
      await accountQueries.updateProfile(this.db, userId, {
        name: input.name,
        about: input.about,
        phone: input.phone,
        ...(image !== undefined ? { image } : {}),
      });
    } catch (err) {
      const stored = keyOfImage(image ?? null);
      if (stored) await this.storage.delete(stored).catch(() => undefined);
      throw err;
    }
    const previous = keyOfImage(current.image);
    if (image !== undefined && previous) await this.storage.delete(previous).catch(() => undefined);
    const after = await accountQueries.findProfile(this.db, userId);
    if (!after) throw notSignedIn();
    return {
      message: accountTexts.profileUpdated,
      data: {
        id: after.id,
        name: after.name,
        email: after.email,
        phone: after.phone,
        about: after.about,
        image: after.image,
      },
    };
  }

  /** Everything kept about the customer, as one JSON document (GDPR Art. 15 and 20). */
  async exportData(userId: number): Promise<DataExport> {
    return this.db.transaction(async (tx) => {
      const user = await accountQueries.findProfile(tx, userId);
      if (!user) throw notSignedIn();
      const [addresses, wishlist, ratings, newsletter, orders] = [
        await listAddresses(tx, userId),
        await accountQueries.wishlistOf(tx, userId),
        await accountQueries.ratingsOf(tx, userId),
        await accountQueries.newsletterOf(tx, user.email),
        await exportCustomerOrders(tx, userId),
      ];
      return {
        exported_at: new Date().toISOString(),
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          about: user.about,
          image: user.image,
          created_at: user.createdAt.toISOString(),
        },
        addresses: addresses.map((a) => ({ ...a, delivery_date: null })),
        wishlist: wishlist.map((w) => ({ ...w, added_at: w.added_at.toISOString() })),
        ratings: ratings.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        newsletter: newsletter
          ? {
              email: newsletter.email,
              confirmed: Boolean(newsletter.confirmedAt) && !newsletter.unsubscribedAt,
              subscribed_at: newsletter.createdAt.toISOString(),
            }
          : null,
        orders,
      };
    });
  }

  /**
   * Deletes the account after the password is confirmed (a stolen token alone cannot erase an
   * account). Personal data go, orders stay anonymised, all in one transaction (decision 062).
   */
  async deleteAccount(userId: number, password: string) {
    const user = await accountQueries.findProfile(this.db, userId);
    if (!user) throw notSignedIn();
    if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('password', accountTexts.passwordWrong);
    if (user.role !== 'customer') throw new AppError('forbidden', accountTexts.staffCannotDelete);
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    await this.db.transaction(async (tx) => {
      const orderAddresses = await anonymiseCustomerOrders(tx, userId);
      await removeRatingsOf(tx, userId);
      await accountQueries.eraseCustomer(tx, userId, user.email, unusable);
      // Greetings, addresses and links in the outbox go with the account (decision 093).
      await forgetMailsTo(tx, [user.email, ...orderAddresses]);
    });
    const image = keyOfImage(user.image);
    if (image) await this.storage.delete(image).catch(() => undefined);
    return { message: accountTexts.accountDeleted };
  }
}
