import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListReply, PostalService } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /calculate/services: every postal-service record. */
export const getServices = (signal?: AbortSignal) =>
  api.get<ListReply<PostalService>>('/calculate/services', { signal }).then((r) => r.data);

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pricing.services(), queryFn: ({ signal }) => getServices(signal) });

export const useServices = () => useQuery(servicesQueryOptions());
