import type { z } from 'zod';
import type { usersReplySchema } from '@wohnwerk/contract/daysheet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /excel/users: staff and admins, for the developer and user pickers. */
export const getUsers = (signal?: AbortSignal) => api.get<z.infer<typeof usersReplySchema>>('/excel/users', { signal });

export function useStaffUsers() {
  return useQuery({
    queryKey: queryKeys.tasks.users(),
    queryFn: ({ signal }) => getUsers(signal),
    staleTime: 5 * 60_000,
  });
}
