import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SubscribeResponse = MessageReply;

/** POST /subscribe {email}; the server stores the address unconfirmed and mails a confirmation link (double opt-in). */
export function subscribe(input: { email: string }): Promise<SubscribeResponse> {
  return api.post<SubscribeResponse>('/subscribe', input);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
