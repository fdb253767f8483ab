import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { sellerFiguresReplySchema } from '@wohnwerk/contract/seller-statements';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { Period } from '../periods.ts';

/** One seller's figures for the period; amounts in cents (decision 171). */
export type SellerFiguresRow = z.infer<typeof sellerFiguresReplySchema>['data'][number];

/**
 * GET /admin/figures/sellers (staff): revenue and commission per seller for the figures' period, and what issued
 * statements still owe each seller.
 */
function getSellerFigures(period: Period, signal?: AbortSignal): Promise<SellerFiguresRow[]> {
  const query = { from: period.from, to: period.to };
  return api.get<{ data: SellerFiguresRow[] }>('/admin/figures/sellers', { query, signal }).then((r) => r.data);
}

/** Under the figures' key, so a paid order's stream event reloads it with them. */
export const sellerFiguresQuery = (period: Period, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: queryKeys.figures.sellers({ from: period.from, to: period.to }),
    queryFn: ({ signal }) => getSellerFigures(period, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useSellerFigures = (period: Period, enabled = true) => useQuery(sellerFiguresQuery(period, enabled));
