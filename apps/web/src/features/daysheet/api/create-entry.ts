import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CreateReply {
  task_exist?: boolean;
  task_exists?: boolean;
  message?: string;
}

/** POST /excel/{resource}/create[?user_id=&day=] (spec §7.4). */
export function createEntry(
  resource: string,
  body: Record<string, unknown>,
  query: { user_id?: number | null; day?: string | null } = {},
): Promise<CreateReply> {
  return api.post<CreateReply>(`/excel/${resource}/create`, body, {
    query: { user_id: query.user_id ?? undefined, day: query.day ?? undefined },
  });
}

/** True when the server answered the "exists" flag (task_exist or task_exists) and created nothing. */
export const alreadyExists = (reply: CreateReply) => reply.task_exist === true || reply.task_exists === true;

export function useCreateEntry(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      query,
    }: {
      body: Record<string, unknown>;
      query?: { user_id?: number | null; day?: string | null };
    }) => createEntry(resource, body, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.daysheet.all }),
  });
}
