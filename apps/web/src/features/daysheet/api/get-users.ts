import type { z } from 'zod';
import type { usersReplySchema } from '@wohnwerk/contract/daysheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/users: the people who keep day sheets. */
export function getUsers(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  return api.get<z.infer<typeof usersReplySchema>>('/excel/users', { signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.daysheet.users(),
    queryFn: ({ signal }) => getUsers(signal),
    staleTime: 5 * 60_000,
  });

export function useDaysheetUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
