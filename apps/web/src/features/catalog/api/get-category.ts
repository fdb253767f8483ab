import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryPageReply } from '@wohnwerk/contract/catalog';
import { api, initialAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /categories/{slug}: the category (name, description HTML, parent) and its subcategories in data. */
export function getCategory(slug: string, signal?: AbortSignal): Promise<CategoryPageReply> {
  return api.get<CategoryPageReply>(`/categories/${encodeURIComponent(slug)}`, { signal });
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.category(slug),
    queryFn: ({ signal }) => getCategory(slug, signal),
    initialData: () => (slug ? initialAnswer<CategoryPageReply>(`/categories/${encodeURIComponent(slug)}`) : undefined),
    staleTime: 10 * 60_000,
  });

export function useCategory(slug: string | undefined) {
  return useQuery({ ...categoryQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
