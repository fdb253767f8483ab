import { api } from '../../../lib/api-client.ts';

/**
 * Opens a report of the API host root in a new tab through a 5-minute signed link
 * (POST /excel/report-link, decision 041): the tab opens on the click, then follows the link.
 */
export async function openReport(path: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<{ url: string }>('/excel/report-link', { path });
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Downloads a file report (Excel) through the same signed link, without a tab: a tab opened for a
 * download stays empty once the browser has saved the file.
 */
export async function downloadReport(path: string): Promise<void> {
  const { url } = await api.post<{ url: string }>('/excel/report-link', { path });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
