import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { serviceOneSchema } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /calculate/services/{id}. */
export const getService = (id: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof serviceOneSchema>>(`/calculate/services/${id}`, { signal }).then((r) => r.data);

export const serviceQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.pricing.service(id), queryFn: ({ signal }) => getService(id, signal) });

export const useService = (id: number) =>
  useQuery({ ...serviceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
