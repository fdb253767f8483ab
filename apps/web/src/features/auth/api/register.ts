import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, registerReplySchema } from '@wohnwerk/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { startSession } from './session.ts';

/** 201 answer of POST /register; a 422 carries {message, errors} (see ApiError.fieldErrors). */
export type RegisterResponse = z.infer<typeof registerReplySchema>;

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/register', input, { auth: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => startSession(queryClient, response.access_token, response.user),
  });
}
