import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /pwdchange. The server ends every session, this one too; the page leaves for / first and
 * then drops the browser's token (spec §4), so the route guard never sends it to /login.
 */
export const changePassword = (values: { oldPassword: string; newPassword: string }) =>
  api.post<MessageReply>('/pwdchange', values);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
