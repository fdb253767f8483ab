import type { z } from 'zod';
import type { contentPageReplySchema } from '@wohnwerk/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@wohnwerk/contract/content';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /pages/{slug}: a legal or information page (title, sanitised HTML), found by slug. */
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  const response = await api.get<z.infer<typeof contentPageReplySchema>>(`/pages/${encodeURIComponent(slug)}`, {
    signal,
  });
  return response.data;
}

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.page(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export function useContentPage(slug: string) {
  return useQuery(contentPageQueryOptions(slug));
}
