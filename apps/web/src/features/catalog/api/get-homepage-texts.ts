import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageTextsOf, type HomepageText } from '@wohnwerk/contract/content';
import { api, initialAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /homepage-texts: {name, description (sanitised HTML)}; name is a category slug or Icons_Transport / Description_Main. */
export async function getHomepageTexts(signal?: AbortSignal): Promise<HomepageText[]> {
  return homepageTextsOf(await api.get<unknown>('/homepage-texts', { signal }));
}

export const homepageTextsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.homepageTexts(),
    queryFn: ({ signal }) => getHomepageTexts(signal),
    initialData: () => {
      const embedded = initialAnswer<unknown>('/homepage-texts');
      return embedded === undefined ? undefined : homepageTextsOf(embedded);
    },
    staleTime: 10 * 60_000,
  });

export function useHomepageTexts() {
  return useQuery(homepageTextsQueryOptions());
}
