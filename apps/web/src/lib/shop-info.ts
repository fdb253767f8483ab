import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo, shopInfoReplySchema } from '@wohnwerk/contract/shop-info';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /shop-info: the seller's name, address and legal data (SELLER_* on the server, decision 122). */
async function getShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return (await api.get<z.infer<typeof shopInfoReplySchema>>('/shop-info', { signal })).data;
}

const shopInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shopInfo.all,
    queryFn: ({ signal }) => getShopInfo(signal),
    // The server reads its settings once at start: they change with a restart, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The seller as configured on the server; the footer and the Impressum show it. */
export function useShopInfo() {
  return useQuery(shopInfoQueryOptions());
}

/** "+49 341 0000000" → "tel:+493410000000". */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
