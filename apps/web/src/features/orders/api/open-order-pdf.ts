import { api } from '../../../lib/api-client.ts';

/**
 * Opens the order PDF in a new tab (spec §2): the tab is opened at once, inside the click, so no
 * popup blocker stops it; then it is pointed at a short-lived signed link (decision 051).
 */
export async function openOrderPdf(orderId: number): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<{ url: string }>('/order-pdf-link', { order_id: orderId });
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
