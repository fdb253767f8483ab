import type { z } from 'zod';
import type { bulkResultSchema } from '@wohnwerk/contract/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /admin/products/bulk: activates or deactivates the selected products. */
export const bulkActivate = (body: { ids: number[]; active: boolean }) =>
  api.post<z.infer<typeof bulkResultSchema>>('/admin/products/bulk', body);

export function useBulkActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkActivate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all }),
  });
}
