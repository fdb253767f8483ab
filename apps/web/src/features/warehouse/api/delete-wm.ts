import { api } from '../../../lib/api-client.ts';

/** POST /delete-wm {numer, wm_number, code} (admins): takes back the scans of a line. */
export function deleteWm(awId: number, trIdtrans: number, lineKey: number): Promise<{ message: string }> {
  return api.post('/delete-wm', { numer: awId, wm_number: trIdtrans, code: lineKey });
}
