import { api } from '../../../lib/api-client.ts';
import type { WmRow } from './get-wms.ts';

/** GET /wm_data/{awId}: loaded before the screen goes to /scan-wm. */
export function getWmData(awId: number): Promise<WmRow[]> {
  return api.get<WmRow[]>(`/wm_data/${awId}`);
}
