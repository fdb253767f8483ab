import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginReply } from '@wohnwerk/contract/auth';
import { ApiError, api } from '../../../lib/api-client.ts';
import { startSession } from './session.ts';

export async function login(input: LoginInput): Promise<LoginReply> {
  const response = await api.post<LoginReply>('/login', input, { auth: false });
  // The spec's client treats a non-empty message as an error text (storefront §7).
  if (response.message) throw new ApiError(200, response);
  return response;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response.access_token, response.user),
  });
}
