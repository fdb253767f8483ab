import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RatingValues {
  rating: number;
  description: string;
}

/** After add, edit or delete the list is reloaded (storefront §4); the product's average changes too. */
export function reloadRatings(queryClient: QueryClient, productId: number) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.ratings.list(productId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.product.detail(productId) });
}
