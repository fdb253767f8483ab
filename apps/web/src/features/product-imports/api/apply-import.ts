import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { importCreatedSchema } from '@wohnwerk/contract/product-imports';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/v1/admin/imports/{id}/apply: applying runs as a background job; asking twice changes nothing. */
export const applyImport = (id: string) => api.post<z.infer<typeof importCreatedSchema>>(`/admin/imports/${id}/apply`);

export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: queryKeys.productImports.detail(id) }),
  });
}
