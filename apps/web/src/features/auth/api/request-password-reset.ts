import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordEmailSchema } from '@wohnwerk/contract/auth';
import { api } from '../../../lib/api-client.ts';

export type PasswordEmailInput = z.output<typeof passwordEmailSchema>;

/** POST /password/email answers the same whether or not the account exists (shop-rules "Accounts"). */
export function requestPasswordReset(input: PasswordEmailInput): Promise<unknown> {
  return api.post('/password/email', input, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
