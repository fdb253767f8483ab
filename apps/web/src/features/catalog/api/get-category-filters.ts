import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryFiltersReply } from '@wohnwerk/contract/catalog';
import { api, initialAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /categories-filters/{slug}: price range (euro) and brands of the category and its subcategories. */
export function getCategoryFilters(slug: string, signal?: AbortSignal): Promise<CategoryFiltersReply> {
  return api.get<CategoryFiltersReply>(`/categories-filters/${encodeURIComponent(slug)}`, { signal });
}

export const categoryFiltersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.categoryFilters(slug),
    queryFn: ({ signal }) => getCategoryFilters(slug, signal),
    initialData: () =>
      slug ? initialAnswer<CategoryFiltersReply>(`/categories-filters/${encodeURIComponent(slug)}`) : undefined,
    staleTime: 10 * 60_000,
  });

export function useCategoryFilters(slug: string | undefined) {
  return useQuery({ ...categoryFiltersQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
