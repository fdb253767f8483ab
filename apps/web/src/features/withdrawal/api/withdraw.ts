import type { WithdrawalReply, WithdrawalInput } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** Step 2 of "Vertrag widerrufen": declare the withdrawal; the server records it and mails the confirmation. */
export const withdraw = (input: WithdrawalInput) => api.post<WithdrawalReply>('/withdrawal', input, { auth: false });
