import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput, serviceReplySchema } from '@wohnwerk/contract/pricing';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Answer = z.infer<typeof serviceReplySchema>;

/** POST /calculate/services, or PUT /calculate/services/{id} when an id is given. */
export const saveService = ({ id, values }: { id?: number; values: ServiceInput }) =>
  id ? api.put<Answer>(`/calculate/services/${id}`, values) : api.post<Answer>('/calculate/services', values);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.all }),
  });
}
