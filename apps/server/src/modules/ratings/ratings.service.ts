import {
  ratingTexts as texts,
  type RatingCreateInput,
  type RatingDto,
  type RatingsReply,
  type RatingUpdateInput,
} from '@wohnwerk/contract/ratings';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import * as ratingQueries from './ratings.queries.ts';

/** Other modules' way to a user's ratings: the account deletion removes them. */
export { removeRatingsOf } from './ratings.queries.ts';

const ratingDto = (r: ratingQueries.RatingRow, userId: number | null): RatingDto => ({
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

  async list(productId: number, userId: number | null): Promise<RatingsReply> {
    const list = (await ratingQueries.listRatings(this.db, productId)).map((r) => ratingDto(r, userId));
    return { ratings: list, rated: list.some((r) => r.rated) };
  }

  async own(id: number, userId: number) {
    const rating = await ratingQueries.findRating(this.db, id);
    if (!rating) throw new AppError('not_found', texts.notFound);
    if (rating.user_id !== userId) throw new AppError('forbidden', texts.notOwn);
    return { data: { ...ratingDto(rating, userId), product_id: rating.product_id } };
  }

  async create(userId: number, input: RatingCreateInput['rating']) {
    await this.db.transaction(async (tx) => {
      if (!(await ratingQueries.lockActiveProduct(tx, input.product_id)))
        throw fieldError('rating.product_id', texts.productUnknown);
      const id = await ratingQueries.insertRating(tx, {
        userId,
        productId: input.product_id,
        rating: input.rating,
        description: input.description,
      });
      if (id === null) throw new AppError('conflict', texts.exists);
      await ratingQueries.refreshProductRating(tx, input.product_id);
    });
    return { message: texts.thanks };
  }

  async update(id: number, userId: number, input: RatingUpdateInput['rating']) {
    await this.db.transaction(async (tx) => {
      const rating = await this.authorsRating(tx, id, userId);
      await ratingQueries.lockActiveProduct(tx, rating.product_id);
      await ratingQueries.updateRating(tx, id, { rating: input.rating, description: input.description });
      await ratingQueries.refreshProductRating(tx, rating.product_id);
    });
    return { message: texts.thanks };
  }

  async remove(id: number, userId: number) {
    await this.db.transaction(async (tx) => {
      const rating = await this.authorsRating(tx, id, userId);
      await ratingQueries.lockActiveProduct(tx, rating.product_id);
      await ratingQueries.deleteRating(tx, id);
      await ratingQueries.refreshProductRating(tx, rating.product_id);
    });
    return { message: texts.thanks };
  }

  private async authorsRating(tx: Tx, id: number, userId: number) {
    const rating = await ratingQueries.findRating(tx, id);
    if (!rating) throw new AppError('not_found', texts.notFound);
    if (rating.user_id !== userId) throw new AppError('forbidden', texts.notOwn);
    return rating;
  }
}
