import { openSignedLink } from './open-signed-link.ts';

/** An invoice or credit note PDF (`/invoice-pdf/{number}`) in a new tab; for its owner and for staff. */
export const openInvoicePdf = (number: string) => openSignedLink('/invoice-pdf-link', { number });
