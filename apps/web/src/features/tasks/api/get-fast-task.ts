import { useQuery } from '@tanstack/react-query';
import type { FastTaskDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/detyrat-e-shpejta/{id}. */
export const getFastTask = (id: number, signal?: AbortSignal) =>
  api.get<FastTaskDto>(`/excel/detyrat-e-shpejta/${id}`, { signal });

export function useFastTask(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.tasks.fast(id ?? 0),
    queryFn: ({ signal }) => getFastTask(id!, signal),
    enabled: !!id,
  });
}
