import { api } from '../../../lib/api-client.ts';

/** POST /refresh-wm {aw, numer}: this work order again from the warehouse export; counts stay. */
export function refreshWm(awId: number, numer: string): Promise<{ message: string }> {
  return api.post('/refresh-wm', { aw: awId, numer });
}
