import { useQuery } from '@tanstack/react-query';
import type { MonthlyRatingsReply } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/vlersimet-mujore?month=&user_id=: the month's ratings with totals. */
export const getMonthlyRatings = (month: string, userId: number | null, signal?: AbortSignal) =>
  api.get<MonthlyRatingsReply>('/excel/vlersimet-mujore', {
    signal,
    query: { month, ...(userId ? { user_id: String(userId) } : {}) },
  });

export function useMonthlyRatings(month: string, userId: number | null) {
  return useQuery({
    queryKey: queryKeys.tasks.monthly(month, userId),
    queryFn: ({ signal }) => getMonthlyRatings(month, userId, signal),
  });
}
