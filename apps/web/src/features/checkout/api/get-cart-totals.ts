import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@wohnwerk/contract/cart';
import type { PaymentTotalsReply } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Only ids, the accessory flag and quantities go to the server: it prices the cart itself. */
export const cartItemsOf = (lines: readonly CartLine[]) =>
  lines.map((l) =>
    l.is_light
      ? { is_light: true, light_id: l.light_id, qty: l.qty }
      : { is_light: false, product_id: l.product_id, qty: l.qty },
  );

/** POST /payment without the bearer header (spec §6: the payment price call sends none). */
export const getCartTotals = (items: ReturnType<typeof cartItemsOf>, coupon: string) =>
  api.post<PaymentTotalsReply>('/payment', { items, coupon: coupon || undefined }, { auth: false });

export const cartTotalsQueryOptions = (items: ReturnType<typeof cartItemsOf>, coupon: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.totals(items, coupon),
    queryFn: () => getCartTotals(items, coupon),
    placeholderData: keepPreviousData,
  });

export function useCartTotals(lines: readonly CartLine[], coupon: string) {
  const items = cartItemsOf(lines);
  return useQuery({ ...cartTotalsQueryOptions(items, coupon), enabled: items.length > 0 });
}
