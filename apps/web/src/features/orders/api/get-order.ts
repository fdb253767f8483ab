import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { customerOrderDetailReplySchema } from '@wohnwerk/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getOrder = (orderNumber: string, signal?: AbortSignal) =>
  api
    .get<z.infer<typeof customerOrderDetailReplySchema>>(`/order/${encodeURIComponent(orderNumber)}`, { signal })
    .then((r) => r.data);
export const orderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderNumber),
    queryFn: ({ signal }) => getOrder(orderNumber, signal),
  });
export const useOrder = (orderNumber: string) =>
  useQuery({ ...orderQueryOptions(orderNumber), enabled: orderNumber.length > 0 });
