import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FreightRow, ListReply } from '@wohnwerk/contract/pricing';
import { api, buildUrl } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { listQuery, type TableView } from './table-view.ts';

/** GET /calculate/products?postal_id=&page=&per_page=&sort=&q=: one page of the freight calculator. */
export const getFreightProducts = (postalId: number | null, view: TableView, signal?: AbortSignal) =>
  api.get<ListReply<FreightRow>>('/calculate/products', {
    query: { postal_id: postalId, ...listQuery(view) },
    signal,
  });

export const freightQueryOptions = (postalId: number | null, view: TableView) =>
  queryOptions({
    queryKey: queryKeys.pricing.freight({ postalId, ...view }),
    queryFn: ({ signal }) => getFreightProducts(postalId, view, signal),
    placeholderData: keepPreviousData,
  });

export const useFreightProducts = (postalId: number | null, view: TableView) =>
  useQuery(freightQueryOptions(postalId, view));

/** The server's streamed .xlsx of every row matching the view (search and sort, all pages). */
export const freightExportUrl = (postalId: number | null, view: TableView) =>
  buildUrl('/calculate/products/export', { postal_id: postalId, q: view.q, sort: listQuery(view).sort });
