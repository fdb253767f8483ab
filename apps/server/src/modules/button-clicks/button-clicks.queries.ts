import type { Db } from '../../db/client.ts';
import { buttonClicks } from '../../db/schema/button-clicks.ts';

export async function insertClick(
  db: Pick<Db, 'insert'>,
  values: { productId: number; button: string; userId: number | null },
) {
  await db.insert(buttonClicks).values(values);
}
