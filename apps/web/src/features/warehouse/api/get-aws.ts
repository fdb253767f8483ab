import type { z } from 'zod';
import type { awOptionSchema, awListReplySchema } from '@wohnwerk/contract/warehouse';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AwOption = z.infer<typeof awOptionSchema>;

/** GET /aws: the work orders of the "Choose AW:" picker. */
export function getAws(signal?: AbortSignal): Promise<AwOption[]> {
  return api.get<z.infer<typeof awListReplySchema>>('/aws', { signal });
}

export const awsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.warehouse.aws(), queryFn: ({ signal }) => getAws(signal) });

export function useAws(enabled: boolean) {
  return useQuery({ ...awsQueryOptions(), enabled });
}
