import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBrand,
  AdminCategory,
  AdminContentPage,
  AdminHomepageText,
  AdminSeries,
  AdminShop,
} from '@wohnwerk/contract/admin-catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The record kinds of the catalogue administration, by their path under /admin. */
export interface RecordKinds {
  categories: AdminCategory;
  shops: AdminShop;
  brands: AdminBrand;
  series: AdminSeries;
  pages: AdminContentPage;
  'homepage-texts': AdminHomepageText;
}
export type RecordKind = keyof RecordKinds;

/** GET /admin/{kind}: every record of a kind. */
export const recordsQueryOptions = <K extends RecordKind>(kind: K) =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.records(kind),
    queryFn: ({ signal }) => api.get<{ data: RecordKinds[K][] }>(`/admin/${kind}`, { signal }).then((r) => r.data),
  });

export const useRecords = <K extends RecordKind>(kind: K) => useQuery(recordsQueryOptions(kind));

/** POST /admin/{kind} or PUT /admin/{kind}/{id}. */
export function useSaveRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: Record<string, unknown> }) =>
      (id === null
        ? api.post<{ data: RecordKinds[K] }>(`/admin/${kind}`, values)
        : api.put<{ data: RecordKinds[K] }>(`/admin/${kind}/${id}`, values)
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all }),
  });
}

/** DELETE /admin/{kind}/{id} (admins: categories and pages). */
export function useDeleteRecord(kind: 'categories' | 'pages') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageReply>(`/admin/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all }),
  });
}
