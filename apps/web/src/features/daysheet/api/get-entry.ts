import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/{resource}/{id} (spec §7.5): one record of a day sheet. */
export function getEntry<T>(resource: string, id: number, signal?: AbortSignal): Promise<T> {
  return api.get<T>(`/excel/${resource}/${id}`, { signal });
}

export const entryQueryOptions = <T>(resource: string, id: number) =>
  queryOptions({
    queryKey: queryKeys.daysheet.one(resource, id),
    queryFn: ({ signal }) => getEntry<T>(resource, id, signal),
    staleTime: 0,
  });

export function useEntry<T>(resource: string, id: number) {
  return useQuery({ ...entryQueryOptions<T>(resource, id), enabled: Number.isInteger(id) && id > 0 });
}
