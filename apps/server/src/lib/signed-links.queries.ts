import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users } from '../db/schema/users.ts';

/** The user of an access token that is neither revoked nor expired, the user not deleted; else null. */
export async function unrevokedTokenUser(db: Db, tokenId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sellerId: users.sellerId,
      tokenId: accessTokens.id,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.id, tokenId),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
