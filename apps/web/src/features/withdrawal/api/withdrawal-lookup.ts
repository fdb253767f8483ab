import type { WithdrawalLookupReply, WithdrawalLookupInput } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** Step 1 of "Vertrag widerrufen": find the order by number and e-mail (no login). */
export const lookupWithdrawal = (input: WithdrawalLookupInput) =>
  api.post<WithdrawalLookupReply>('/withdrawal/lookup', input, { auth: false }).then((r) => r.data);
