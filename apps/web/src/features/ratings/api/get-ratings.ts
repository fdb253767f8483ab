import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingsReply } from '@wohnwerk/contract/ratings';
import { api, isApiError } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /ratings/{productId} for a signed-in customer (marks the own rating and says whether
 * they rated), GET /ratings/guest/{productId} for a guest (storefront §6, §7).
 */
export async function getRatings(productId: number, signal?: AbortSignal): Promise<RatingsReply> {
  if (getAccessToken()) {
    try {
      return await api.get<RatingsReply>(`/ratings/${productId}`, { signal });
    } catch (error) {
      // An expired token: the api client dropped it, the list is still readable as a guest.
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
  }
  return api.get<RatingsReply>(`/ratings/guest/${productId}`, { signal, auth: false });
}

export const ratingsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.list(productId),
    queryFn: ({ signal }) => getRatings(productId, signal),
  });

export function useRatings(productId: number) {
  return useQuery(ratingsQueryOptions(productId));
}
