import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListReply, ImmSet } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /calculate/imm/all: every FdImm parameter set. */
export const getImmSets = (signal?: AbortSignal) =>
  api.get<ListReply<ImmSet>>('/calculate/imm/all', { signal }).then((r) => r.data);

export const immSetsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pricing.immSets(), queryFn: ({ signal }) => getImmSets(signal) });

export const useImmSets = () => useQuery(immSetsQueryOptions());
