import type { WmCard } from '@wohnwerk/contract/warehouse';
import { api } from '../../../lib/api-client.ts';

/** POST /aw {numer, aw}: the document cards of a work order; 404 "NO WM FOR THIS AW". */
export function loadAw(numer: number, aw: string): Promise<WmCard[]> {
  return api.post<WmCard[]>('/aw', { numer, aw });
}
