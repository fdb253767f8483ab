import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPaymentConfig = () => api.get<PaymentConfig>('/payment-config');
export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.checkout.paymentConfig(), queryFn: getPaymentConfig, staleTime: Infinity });
export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
