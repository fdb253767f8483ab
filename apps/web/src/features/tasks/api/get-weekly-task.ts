import { useQuery } from '@tanstack/react-query';
import type { WeeklyTaskDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-javore/{id}: one weekly task with its days. */
export const getWeeklyTask = (id: number, signal?: AbortSignal) =>
  api.get<WeeklyTaskDto>(`/excel/detyrat-javore/${id}`, { signal });

export function useWeeklyTask(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.tasks.weekly(id ?? 0),
    queryFn: ({ signal }) => getWeeklyTask(id!, signal),
    enabled: !!id,
  });
}
