import { api } from './api-client.ts';

/**
 * Opens an invoice or credit note PDF in a new tab. The tab is opened inside the click, so no
 * popup blocker stops it, then pointed at a short-lived signed link: a new tab cannot send the
 * bearer token the document's root-path link (`/invoice-pdf/{number}`) asks for. Used by the
 * customer's order page and by staff.
 */
export async function openInvoicePdf(number: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<{ url: string }>('/invoice-pdf-link', { number });
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
