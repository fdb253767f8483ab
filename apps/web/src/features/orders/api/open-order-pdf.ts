import { openSignedLink } from '../../../lib/open-signed-link.ts';

/** Opens the order PDF in a new tab (spec §2) through a short-lived signed link (decision 051). */
export const openOrderPdf = (orderId: number) => openSignedLink('/order-pdf-link', { order_id: orderId });
