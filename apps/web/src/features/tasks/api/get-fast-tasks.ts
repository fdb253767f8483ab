import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FastTaskDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-e-shpejta?period=&done= (spec §7.6): the list under data. */
export const getFastTasks = (period: string, done: string, signal?: AbortSignal) =>
  api.get<{ data: FastTaskDto[] }>('/excel/detyrat-e-shpejta', {
    signal,
    query: { period, ...(done ? { done } : {}) },
  });

export function useFastTasks(period: string, done: string) {
  return useQuery({
    queryKey: queryKeys.tasks.fastList(period, done),
    queryFn: ({ signal }) => getFastTasks(period, done, signal),
    placeholderData: keepPreviousData,
  });
}
