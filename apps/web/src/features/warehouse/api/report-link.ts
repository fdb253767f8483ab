import type { z } from 'zod';
import type { awReportLinkReplySchema } from '@wohnwerk/contract/warehouse';
import { api } from '../../../lib/api-client.ts';

export type AwReport = 'aw-report' | 'aw-report-excel' | 'aw-not-bz';

/**
 * Opens a work-order report in a new tab (decision 041): the tab opens on the click, so no popup
 * blocker stops it, then goes to a 5-minute signed link from POST /aw-report-link.
 */
export async function openAwReport(report: AwReport, awId: number): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<z.infer<typeof awReportLinkReplySchema>>('/aw-report-link', {
      path: `/${report}/${awId}`,
    });
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
