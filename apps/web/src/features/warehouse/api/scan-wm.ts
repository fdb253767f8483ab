import type { ScanBody, ScanReply } from '@wohnwerk/contract/warehouse';
import { api } from '../../../lib/api-client.ts';

/** What the screen sends for one scan (spec §7.8) plus its idempotency key. */
export type ScanRequest = ScanBody & { key: string };

/** POST /scan-wm: {message, overflow, code, line}. The key makes a resend count once. */
export function scanWm(body: ScanRequest): Promise<ScanReply> {
  return api.post<ScanReply>('/scan-wm', body);
}
