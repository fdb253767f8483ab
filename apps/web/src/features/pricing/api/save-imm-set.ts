import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImmInput, immReplySchema } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Answer = z.infer<typeof immReplySchema>;

/** POST /calculate/imm, or PUT /calculate/imm/{id} when an id is given. */
export const saveImmSet = ({ id, values }: { id?: number; values: ImmInput }) =>
  id ? api.put<Answer>(`/calculate/imm/${id}`, values) : api.post<Answer>('/calculate/imm', values);

export function useSaveImmSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImmSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.all }),
  });
}
