import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { fastReplySchema } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof fastReplySchema>;

/** POST /excel/detyrat-e-shpejta (create) or PUT /excel/detyrat-e-shpejta/{id} (edit). */
export const saveFastTask = (id: number | undefined, body: Record<string, unknown>) =>
  id ? api.put<Reply>(`/excel/detyrat-e-shpejta/${id}`, body) : api.post<Reply>('/excel/detyrat-e-shpejta', body);

export function useSaveFastTask(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveFastTask(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
