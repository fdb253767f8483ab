import type { z } from 'zod';
import { keepPreviousData, queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';
import type { fastListReplySchema } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-e-shpejta?period=&done= (spec §7.6): the list under data. */
export const getFastTasks = (period: string, done: string, signal?: AbortSignal) =>
  api.get<z.infer<typeof fastListReplySchema>>('/excel/detyrat-e-shpejta', {
    signal,
    query: { period, ...(done ? { done } : {}) },
  });

const fastTasksQueryOptions = (period: string, done: string) =>
  queryOptions({
    queryKey: queryKeys.tasks.fastList(period, done),
    queryFn: ({ signal }) => getFastTasks(period, done, signal),
  });

export function useFastTasks(period: string, done: string) {
  return useQuery({ ...fastTasksQueryOptions(period, done), placeholderData: keepPreviousData });
}

/**
 * Starts the list's first request (the filters' defaults, fast-task-list.tsx) while the screen's
 * code loads (the route's loader, app/router.tsx), so it does not wait for the first render
 * (docs/decisions/119).
 */
export function prefetchFastTasks(queryClient: QueryClient): number {
  void queryClient.prefetchQuery(fastTasksQueryOptions('all', ''));
  return 1;
}
