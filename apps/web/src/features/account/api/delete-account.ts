import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /privacy/delete with the password. The caller ends the browser's session after it answered. */
export const deleteAccount = (password: string) => api.post<MessageReply>('/privacy/delete', { password });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
