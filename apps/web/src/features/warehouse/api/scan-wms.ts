import { api } from '../../../lib/api-client.ts';

/** POST /scan-wms {aw_idtrans, wm_idtrans}: scans a WM document itself; answers a message. */
export function scanWms(awId: number, wm: string): Promise<{ message: string }> {
  return api.post('/scan-wms', { aw_idtrans: awId, wm_idtrans: wm });
}
