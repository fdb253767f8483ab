import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { importCreatedSchema } from '@wohnwerk/contract/product-imports';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ImportArea } from './import-area.ts';

/** POST /api/v1/{area}/imports/{id}/apply: applying runs as a background job; asking twice changes nothing. */
export const applyImport = (area: ImportArea, id: string) =>
  api.post<z.infer<typeof importCreatedSchema>>(`/${area}/imports/${id}/apply`);

export function useApplyImport(area: ImportArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => applyImport(area, id),
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: queryKeys.productImports.detail(area, id) }),
  });
}
