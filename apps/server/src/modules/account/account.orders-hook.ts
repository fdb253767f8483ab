import type { Tx } from './account.queries.ts';

/**
 * The customer's orders in the privacy functions. The orders table belongs to the checkout
 * module; until it exists these hooks have nothing to read or anonymise. Once it does,
 * exportCustomerOrders lists the customer's orders and anonymiseCustomerOrders blanks e-mail,
 * name, phone and the address names, streets and phones, keeping amounts, items, zip, city and
 * country for bookkeeping (decision 062). Both run inside the caller's transaction.
 */
export async function exportCustomerOrders(_tx: Tx, _userId: number): Promise<Record<string, unknown>[]> {
  return [];
}

export async function anonymiseCustomerOrders(_tx: Tx, _userId: number): Promise<number> {
  return 0;
}
