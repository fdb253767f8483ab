import type { z } from 'zod';
import type { linkReplySchema } from '@wohnwerk/contract/checkout';
import { api } from './api-client.ts';

/**
 * Opens a root-path document (order PDF, invoice, report) in a new tab. The tab is opened inside
 * the click, so no popup blocker stops it, then pointed at the short-lived signed link the API
 * answers at `linkPath` with `body`: a new tab cannot send the bearer token the document asks for.
 */
export async function openSignedLink(linkPath: string, body: unknown): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<z.infer<typeof linkReplySchema>>(linkPath, body);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
