import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingReply } from '@wohnwerk/contract/ratings';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /rating/{id}: the customer's own rating, to prefill the edit form. */
export async function getRating(id: number, signal?: AbortSignal): Promise<RatingReply['data']> {
  return (await api.get<RatingReply>(`/rating/${id}`, { signal })).data;
}

export const ratingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.one(id),
    queryFn: ({ signal }) => getRating(id, signal),
    // The form must start from what is stored now, not from an earlier edit.
    staleTime: 0,
    gcTime: 0,
  });

export function useRating(id: number | null) {
  return useQuery({ ...ratingQueryOptions(id ?? 0), enabled: id !== null });
}
