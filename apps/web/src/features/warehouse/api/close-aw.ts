import { api } from '../../../lib/api-client.ts';

/** POST /close-aw {aw_id, aw_number}: the work order is done; counts stay. */
export function closeAw(awId: number, awNumber: string): Promise<{ message: string }> {
  return api.post('/close-aw', { aw_id: awId, aw_number: awNumber });
}
