import { useQuery } from '@tanstack/react-query';
import type { WeeklyTaskDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-javore (spec §7.7). */
export const getWeeklyTasks = (signal?: AbortSignal) => api.get<WeeklyTaskDto[]>('/excel/detyrat-javore', { signal });

export function useWeeklyTasks() {
  return useQuery({ queryKey: queryKeys.tasks.weeklyList(), queryFn: ({ signal }) => getWeeklyTasks(signal) });
}
