import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AwOption {
  id: number;
  aw: string;
  closed: boolean;
}

/** GET /aws: the work orders of the "Choose AW:" picker. */
export function getAws(signal?: AbortSignal): Promise<AwOption[]> {
  return api.get<AwOption[]>('/aws', { signal });
}

export const awsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.warehouse.aws(), queryFn: ({ signal }) => getAws(signal) });

export function useAws(enabled: boolean) {
  return useQuery({ ...awsQueryOptions(), enabled });
}
