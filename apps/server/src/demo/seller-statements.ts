import type { Db } from '../db/client.ts';
import { issueDueStatements } from '../modules/seller-statements/seller-statements.job.ts';

/**
 * Last month's statement for each demo seller that shipped (or had a refund) in it, issued as the monthly job issues
 * it on the 1st (decision 171): the seller portal and the admin's statements show a month from the start. A seller
 * without shipments last month gets none, as in the running shop.
 */
export async function seedSellerStatements(db: Db, now: Date): Promise<number> {
  return (await issueDueStatements(db, now))?.issued ?? 0;
}
