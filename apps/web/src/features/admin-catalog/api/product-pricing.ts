import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { pricingPreviewReplySchema } from '@wohnwerk/contract/admin-catalog';
import type { ImmSet, ListReply, PostalService } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PricingParams {
  postal_id: number;
  imm_id: number;
  price: string | number;
  purchase_price: string | number;
  cbm: string | number;
  coli: string | number;
}

/** POST /admin/products/pricing: margin and final price of the form's values (the pricing tools' calculation). */
export const usePricingPreview = (params: PricingParams | null) =>
  useQuery({
    queryKey: queryKeys.adminCatalog.pricing(params ?? {}),
    queryFn: () =>
      api.post<z.infer<typeof pricingPreviewReplySchema>>('/admin/products/pricing', params).then((r) => r.data),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The postal services and parameter sets to choose from (the pricing tools' lists). */
export const pricingChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.adminCatalog.all, 'pricing-choices'],
    queryFn: async ({ signal }) => {
      const [services, sets] = await Promise.all([
        api.get<ListReply<PostalService>>('/calculate/services', { signal }),
        api.get<ListReply<ImmSet>>('/calculate/imm/all', { signal }),
      ]);
      return { services: services.data, sets: sets.data };
    },
  });

export const usePricingChoices = () => useQuery(pricingChoicesQueryOptions());
