import type { z } from 'zod';
import type { usersDataReplySchema } from '@wohnwerk/contract/tasks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /detyrat-e-kryera/users: whom the finished-task picker offers (data.data). */
export const getFinishedUsers = (signal?: AbortSignal) =>
  api.get<z.infer<typeof usersDataReplySchema>>('/detyrat-e-kryera/users', { signal });

export function useFinishedUsers() {
  return useQuery({
    queryKey: queryKeys.tasks.finishedUsers(),
    queryFn: ({ signal }) => getFinishedUsers(signal),
    staleTime: 5 * 60_000,
  });
}
