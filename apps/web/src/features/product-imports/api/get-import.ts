import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportStatusReply } from '@wohnwerk/contract/product-imports';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ImportArea } from './import-area.ts';

const running = new Set(['queued', 'checking', 'applying']);

export const getImport = (area: ImportArea, id: string) => api.get<ImportStatusReply>(`/${area}/imports/${id}`);

/** The import's state, asked again every second while a job works on it (the progress bar follows). */
export const importQueryOptions = (area: ImportArea, id: string) =>
  queryOptions({
    queryKey: queryKeys.productImports.detail(area, id),
    queryFn: () => getImport(area, id),
    refetchInterval: (query) => (query.state.data && !running.has(query.state.data.status) ? false : 1000),
  });

export function useImport(area: ImportArea, id: string | null) {
  return useQuery({ ...importQueryOptions(area, id ?? ''), enabled: Boolean(id) });
}

/** Starts the import the address names (?id=) while the screen's code and texts load (app/routes/staff-screens.ts). */
export function prefetchImport(queryClient: QueryClient, url: URL): number {
  const id = url.searchParams.get('id');
  if (!id) return 0;
  void queryClient.prefetchQuery(importQueryOptions('admin', id));
  return 1;
}
