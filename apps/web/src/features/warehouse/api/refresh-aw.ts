import { api } from '../../../lib/api-client.ts';

/** POST /refresh-aw {numer} (admins): every work order of the export; counts stay. */
export function refreshAw(numer: string): Promise<{ message: string }> {
  return api.post('/refresh-aw', { numer });
}
