import type { z } from 'zod';
import type { ratingCheckReplySchema } from '@wohnwerk/contract/daysheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/vlersimet/check?day=&user_id=: is the day graded? */
export function checkRating(day: string, userId: number | null, signal?: AbortSignal) {
  return api.get<z.infer<typeof ratingCheckReplySchema>>('/excel/vlersimet/check', {
    query: { day, user_id: userId ?? undefined },
    signal,
  });
}

export const ratingCheckQueryOptions = (day: string, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.daysheet.ratingCheck(day, userId),
    queryFn: ({ signal }) => checkRating(day, userId, signal),
    staleTime: 0,
  });

export function useRatingCheck(day: string, userId: number | null) {
  return useQuery(ratingCheckQueryOptions(day, userId));
}
