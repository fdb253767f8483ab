import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { seedUsers } from './users.ts';

export { demoAccounts } from './users.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** Loads the whole demo shop in one transaction: a crash half-way leaves an empty database, seeded again next start. */
export async function seedDemo(db: Db, options: { products?: number } = {}): Promise<void> {
  void options;
  await db.transaction(async (tx) => {
    await seedUsers(tx as unknown as Db);
  });
}
