import { openSignedLink } from '../../../lib/open-signed-link.ts';

/**
 * Opens a report of the API host root in a new tab through a 5-minute signed link
 * (POST /excel/report-link, decision 041).
 */
export const openReport = (path: string) => openSignedLink('/excel/report-link', { path });
