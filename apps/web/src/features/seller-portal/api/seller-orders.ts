import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SellerOrder,
  SellerOrderConfirm,
  SellerOrderListReply,
  SellerOrderReply,
  SellerOrderStatus,
  SellerRefuseBody,
  SellerShipmentBody,
} from '@wohnwerk/contract/seller-orders';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SellerOrderListView {
  status: SellerOrderStatus | '';
  page: number;
}

const listQuery = (view: SellerOrderListView) => ({ status: view.status, page: view.page > 1 ? view.page : null });

/** GET /seller/orders?status=&page=: the seller's orders, newest first, 25 a page. */
export const sellerOrdersQueryOptions = (view: SellerOrderListView) =>
  queryOptions({
    queryKey: queryKeys.sellerPortal.orders(listQuery(view)),
    queryFn: ({ signal }) => api.get<SellerOrderListReply>('/seller/orders', { query: listQuery(view), signal }),
    placeholderData: keepPreviousData,
  });

export const useSellerOrders = (view: SellerOrderListView) => useQuery(sellerOrdersQueryOptions(view));

/** GET /seller/orders/{id}: one of the seller's orders (another seller's answers 404). */
export const sellerOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.sellerPortal.order(id),
    queryFn: ({ signal }) => api.get<SellerOrderReply>(`/seller/orders/${id}`, { signal }).then((r) => r.data),
  });

export const useSellerOrder = (id: number | null) =>
  useQuery({ ...sellerOrderQueryOptions(id ?? 0), enabled: id !== null });

/**
 * The seller order's actions: each answers the order as it is now, which replaces the screen's copy; the lists and the
 * start page's counts change with it.
 */
function useOrderAction<B>(id: number, send: (body: B) => Promise<SellerOrderReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer: SellerOrderReply) => {
      queryClient.setQueryData<SellerOrder>(queryKeys.sellerPortal.order(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerPortal.all, refetchType: 'active' });
    },
    // A 409 or 422 may mean the order changed meanwhile (another tab, a colleague): show it as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sellerPortal.order(id) }),
  });
}

/** POST /seller/orders/{id}/confirm {expected_ship_on}. */
export const useConfirmSellerOrder = (id: number) =>
  useOrderAction(id, (body: SellerOrderConfirm) => api.post<SellerOrderReply>(`/seller/orders/${id}/confirm`, body));

/** POST /seller/orders/{id}/shipments {carrier, tracking_number, lines}: a shipment, partial allowed. */
export const useShipSellerOrder = (id: number) =>
  useOrderAction(id, (body: SellerShipmentBody) => api.post<SellerOrderReply>(`/seller/orders/${id}/shipments`, body));

/** POST /seller/orders/{id}/lines/{orderItemId}/refuse {reason}: Wohnwerk refunds the line to the customer. */
export const useRefuseSellerLine = (id: number) =>
  useOrderAction(id, ({ orderItemId, ...body }: SellerRefuseBody & { orderItemId: number }) =>
    api.post<SellerOrderReply>(`/seller/orders/${id}/lines/${orderItemId}/refuse`, body),
  );
