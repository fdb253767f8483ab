import type { z } from 'zod';
import type { wmRowSchema, wmRowsReplySchema } from '@wohnwerk/contract/warehouse';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type WmRow = z.infer<typeof wmRowSchema>;

/** GET /wms?id=&aw=: the WM documents of a work order with their scanned flag. */
export function getWms(awId: number, aw: string, signal?: AbortSignal): Promise<WmRow[]> {
  return api.get<z.infer<typeof wmRowsReplySchema>>('/wms', { query: { id: awId, aw }, signal });
}

export function useWms(awId: number | null, aw: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.warehouse.wms(awId ?? 0),
      queryFn: ({ signal }) => getWms(awId!, aw, signal),
      enabled: awId !== null,
    }),
  );
}
