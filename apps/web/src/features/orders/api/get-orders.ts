import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getOrders = (signal?: AbortSignal) =>
  api.get<{ data: OrderSummary[] }>('/orders', { signal }).then((r) => r.data);
export const ordersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.list(), queryFn: ({ signal }) => getOrders(signal) });
export const useOrders = () => useQuery(ordersQueryOptions());
