import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { immOneSchema } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /calculate/imm/{id}. */
export const getImmSet = (id: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof immOneSchema>>(`/calculate/imm/${id}`, { signal }).then((r) => r.data);

export const immSetQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.pricing.immSet(id), queryFn: ({ signal }) => getImmSet(id, signal) });

export const useImmSet = (id: number) =>
  useQuery({ ...immSetQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
