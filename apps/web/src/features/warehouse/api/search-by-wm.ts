import type { WmCard } from '@wohnwerk/contract/warehouse';
import { api } from '../../../lib/api-client.ts';

/** GET /search-by-wm/{number}/{true|false} (admins): by id_trans (true) or tr_numer (false). */
export function searchByWm(number: string, byIdtrans: boolean): Promise<WmCard[]> {
  return api.get<WmCard[]>(`/search-by-wm/${encodeURIComponent(number)}/${byIdtrans}`);
}
