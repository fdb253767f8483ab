import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandDto, brandListReplySchema } from '@wohnwerk/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /category/{id}: the brands of a category and its subcategories (home page brand carousels). */
export async function getCategoryBrands(id: number, signal?: AbortSignal): Promise<BrandDto[]> {
  const response = await api.get<z.infer<typeof brandListReplySchema>>(`/category/${id}`, { signal });
  return response.data;
}

export const categoryBrandsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.categoryBrands(id),
    queryFn: ({ signal }) => getCategoryBrands(id, signal),
    staleTime: 10 * 60_000,
  });

export function useCategoryBrands(id: number) {
  return useQuery(categoryBrandsQueryOptions(id));
}
