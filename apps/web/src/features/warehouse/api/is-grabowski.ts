import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /is_grabowski/{awId}: a list whose first item carries the work order's two-barcode flag. */
export function getIsGrabowski(
  awId: number,
  signal?: AbortSignal,
): Promise<{ id: number; aw: string; is_grabowski: boolean }[]> {
  return api.get(`/is_grabowski/${awId}`, { signal });
}

export function useIsGrabowski(awId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.warehouse.isGrabowski(awId ?? 0),
      queryFn: ({ signal }) => getIsGrabowski(awId!, signal),
      enabled: awId !== null,
    }),
  );
}
