import type { z } from 'zod';
import type { customerOrderListReplySchema } from '@wohnwerk/contract/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getOrders = (signal?: AbortSignal) =>
  api.get<z.infer<typeof customerOrderListReplySchema>>('/orders', { signal }).then((r) => r.data);
export const ordersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.list(), queryFn: ({ signal }) => getOrders(signal) });
export const useOrders = () => useQuery(ordersQueryOptions());
