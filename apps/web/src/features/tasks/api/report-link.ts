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
