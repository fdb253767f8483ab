import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * PUT /excel/{resource}/{id}/update (spec §7.5); the daily-task and rating updates have no
 * /update suffix (PUT /excel/detyrat-ditore/{id}, PUT /excel/vlersimet/{id}).
 */
export function updateEntry<T>(resource: string, id: number, body: Record<string, unknown>): Promise<T> {
  const suffix = resource === 'detyrat-ditore' || resource === 'vlersimet' ? '' : '/update';
  return api.put<T>(`/excel/${resource}/${id}${suffix}`, body);
}

export function useUpdateEntry(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      updateEntry<unknown>(resource, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.daysheet.all }),
  });
}
