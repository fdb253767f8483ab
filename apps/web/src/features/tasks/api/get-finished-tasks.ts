import { useQuery } from '@tanstack/react-query';
import type { FastTaskDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /detyrat-e-kryera/{userId}/{from}/{to}: a user's finished tasks between two days. */
export const getFinishedTasks = (userId: number, from: string, to: string, signal?: AbortSignal) =>
  api.get<FastTaskDto[]>(`/detyrat-e-kryera/${userId}/${from}/${to}`, { signal });

export function useFinishedTasks(filter: { userId: number; from: string; to: string } | null) {
  return useQuery({
    queryKey: queryKeys.tasks.finished(filter?.userId ?? 0, filter?.from ?? '', filter?.to ?? ''),
    queryFn: ({ signal }) => getFinishedTasks(filter!.userId, filter!.from, filter!.to, signal),
    enabled: !!filter,
  });
}
