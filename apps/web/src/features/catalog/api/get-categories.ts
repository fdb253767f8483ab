import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto, categoryListReplySchema } from '@wohnwerk/contract/catalog';
import { api, initialAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getCategories(signal?: AbortSignal): Promise<CategoryDto[]> {
  const response = await api.get<z.infer<typeof categoryListReplySchema>>('/categories', { signal });
  return response.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => initialAnswer<{ data: CategoryDto[] }>('/categories')?.data,
    // The category tree changes a few times a year; every page shows it.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
