import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScreenReply } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-ekran[?done=0|1]: today's show-on-screen tasks and the fallback interval. */
export const getScreenTasks = (done: string, signal?: AbortSignal) =>
  api.get<ScreenReply>('/excel/detyrat-ekran', { signal, query: done ? { done } : undefined });

/** Reloads by itself every refresh_ms (the server's configured 5 minutes), keeping the filter. */
export function useScreenTasks(done: string) {
  return useQuery({
    queryKey: queryKeys.tasks.screen(done),
    queryFn: ({ signal }) => getScreenTasks(done, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => query.state.data?.refresh_ms ?? 300_000,
    refetchIntervalInBackground: true,
  });
}
