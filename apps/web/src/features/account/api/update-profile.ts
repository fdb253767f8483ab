import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody, profileReplySchema } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Answer = z.infer<typeof profileReplySchema>;

/** PUT /profile: name, about, phone and, when picked, the picture as a data URL. */
export const updateProfile = (values: ProfileBody) => api.put<Answer>('/profile', values);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser() }),
  });
}
