import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@wohnwerk/contract/auth';
import type { Tx } from '../../db/client.ts';
import { accessTokens, addresses, passwordResets, users } from '../../db/schema/users.ts';

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      about: users.about,
      image: users.image,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Tx,
  values: {
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    role?: Role;
    sellerId?: number | null;
  },
) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function insertToken(db: Tx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(accessTokens).values({ userId, tokenHash, expiresAt });
}

export async function revokeToken(db: Tx, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

export async function revokeAllTokens(db: Tx, userId: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

export async function setPasswordHash(db: Tx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function insertPasswordReset(db: Tx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Ends every open reset link of a user (password changed or reset, or a newer link sent). */
export async function endPasswordResets(db: Tx, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Marks a valid reset token used and answers its user; null when unknown, used or expired. */
export async function consumePasswordReset(db: Tx, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}

export async function listAddresses(db: Tx, userId: number) {
  return db
    .select({
      id: addresses.id,
      type: addresses.type,
      address_1: addresses.address1,
      address_2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      country: addresses.country,
      zip: addresses.zip,
      isDefault: addresses.isDefault,
      company: addresses.company,
      vat_id: addresses.vatId,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}
