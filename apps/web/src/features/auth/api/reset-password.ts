import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetSchema } from '@wohnwerk/contract/auth';
import { api } from '../../../lib/api-client.ts';

export type PasswordResetInput = z.output<typeof passwordResetSchema>;

export function resetPassword(input: PasswordResetInput): Promise<{ message?: string }> {
  return api.post<MessageReply>('/password/reset', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
