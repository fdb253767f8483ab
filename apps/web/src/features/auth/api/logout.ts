import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { endSession } from './session.ts';

export async function logout(): Promise<void> {
  try {
    await api.post('/logout');
  } catch (error) {
    // Logging out must work offline or with an already revoked token (storefront §4): the token goes anyway.
    console.warn('POST /logout failed; the local session is ended anyway', error);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(queryClient),
  });
}
