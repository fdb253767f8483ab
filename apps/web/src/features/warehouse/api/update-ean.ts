import { api } from '../../../lib/api-client.ts';

/** POST /update-ean (no body): the EANs of known lines again from the warehouse export. */
export function updateEan(): Promise<{ message: string }> {
  return api.post('/update-ean', {});
}
