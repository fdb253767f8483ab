import type { z } from 'zod';
import type { reportLinkReplySchema } from '@wohnwerk/contract/daysheet';
import { api } from '../../../lib/api-client.ts';

/** POST /excel/report-link {path}: a 5-minute signed link to a report (decision 041). */
export function getReportLink(path: string): Promise<{ url: string }> {
  return api.post<z.infer<typeof reportLinkReplySchema>>('/excel/report-link', { path });
}

/**
 * Opens a report in a new tab: the tab opens on the click (no popup blocker), then goes to the
 * signed link once the API answered; on failure it closes and the error is passed on.
 */
export async function openReport(path: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await getReportLink(path);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
