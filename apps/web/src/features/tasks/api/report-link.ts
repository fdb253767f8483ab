import type { z } from 'zod';
import type { reportLinkReplySchema } from '@wohnwerk/contract/daysheet';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';

/**
 * Opens a report of the API host root in a new tab through a 5-minute signed link
 * (POST /excel/report-link, decision 041).
 */
export const openReport = (path: string) => openSignedLink('/excel/report-link', { path });

/**
 * Downloads a file report (Excel) through the same signed link, without a tab: a tab opened for a
 * download stays empty once the browser has saved the file.
 */
export async function downloadReport(path: string): Promise<void> {
  const { url } = await api.post<z.infer<typeof reportLinkReplySchema>>('/excel/report-link', { path });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
