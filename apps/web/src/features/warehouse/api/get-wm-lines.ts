import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WmLine } from '@wohnwerk/contract/warehouse';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /wm/{tr_idtrans}/{awId}: the lines of one warehouse document. */
export function getWmLines(trIdtrans: number, awId: number, signal?: AbortSignal): Promise<WmLine[]> {
  return api.get<WmLine[]>(`/wm/${trIdtrans}/${awId}`, { signal });
}

export const wmLinesQueryOptions = (trIdtrans: number, awId: number) =>
  queryOptions({
    queryKey: queryKeys.warehouse.lines(trIdtrans, awId),
    queryFn: ({ signal }) => getWmLines(trIdtrans, awId, signal),
  });

export function useWmLines(trIdtrans: number, awId: number | null) {
  return useQuery({ ...wmLinesQueryOptions(trIdtrans, awId ?? 0), enabled: awId !== null });
}
