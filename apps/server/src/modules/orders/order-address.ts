import type { OrderAddress } from '@wohnwerk/contract/order-address';

/**
 * An order's address as printed on its documents and mails: the lines that are filled, in postal
 * order, a business customer's company first (decision 158).
 */
export const addressLines = (a: OrderAddress): string[] =>
  [a.company, a.name, a.address_1, a.address_2, `${a.zip} ${a.city}`, a.state || null, a.country].filter(
    (s): s is string => Boolean(s?.trim()),
  );
