import type { SellerProductOptions } from '@wohnwerk/contract/seller-products';
import type { Db } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ProductScope } from '../admin-catalog/product-columns.ts';
import { productOptions } from './seller-products.queries.ts';

/**
 * The scope a seller's user works in: their seller's shops (decision 172), taken from the session. The access level
 * `seller` admits only users bound to a seller (decision 169); one without is refused like a stranger.
 */
export function sellerScope(user: AuthUser): NonNullable<ProductScope> {
  if (user.sellerId === null) throw new AppError('forbidden', messages.forbidden);
  return { sellerId: user.sellerId };
}

/** What a seller's product form offers beside the staff catalogue's services, which do the rest with the scope. */
export class SellerProductsService {
  constructor(private readonly db: Db) {}

  async options(scope: NonNullable<ProductScope>): Promise<SellerProductOptions> {
    return productOptions(this.db, scope.sellerId);
  }
}
