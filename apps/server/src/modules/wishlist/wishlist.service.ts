import type { ProductListItem } from '@wohnwerk/contract/catalog';
import { wishlistTexts as texts } from '@wohnwerk/contract/wishlist';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toListItem, wishlistListing } from '../catalog/catalog.service.ts';
import * as wishlistQueries from './wishlist.queries.ts';

export class WishlistService {
  constructor(private readonly db: Db) {}

  async add(userId: number, productId: number) {
    if (!(await wishlistQueries.activeProductExists(this.db, productId)))
      throw fieldError('product_id', texts.productUnknown);
    if (!(await wishlistQueries.addWishlistItem(this.db, userId, productId)))
      throw new AppError('conflict', texts.exists);
    return { message: texts.added };
  }

  async list(userId: number): Promise<ProductListItem[]> {
    return (await wishlistListing(this.db, userId)).map(toListItem);
  }

  /** Removing what is not (or no longer) in the list is no error: a double click ends in the same state. */
  async remove(userId: number, productId: number) {
    await wishlistQueries.removeWishlistItem(this.db, userId, productId);
    return { message: texts.removed };
  }
}
