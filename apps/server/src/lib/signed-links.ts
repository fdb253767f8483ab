import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users } from '../db/schema/users.ts';
import type { AuthUser } from '../plugins/auth.ts';

/**
 * Short-lived signed report links (decision 041). The browser opens reports in a new tab, which
 * cannot send the bearer header; a link carrying the token itself would leak it into history and
 * logs. So the API signs (path, expiry) with the hash of the caller's current access token:
 * the link works for LINK_TTL_S seconds, for that path only, and dies with the token on logout.
 * No server-side secret or state is needed, so any instance can check it.
 */
const LINK_TTL_S = 300;

const sign = (tokenHash: string, path: string, exp: number) =>
  createHmac('sha256', tokenHash).update(`${path}|${exp}`).digest('base64url');

export async function signReportLink(db: Db, tokenId: number, path: string, now = Date.now()): Promise<string> {
  const [row] = await db
    .select({ hash: accessTokens.tokenHash })
    .from(accessTokens)
    .where(eq(accessTokens.id, tokenId))
    .limit(1);
  const exp = Math.floor(now / 1000) + LINK_TTL_S;
  return `${path}?t=${tokenId}&exp=${exp}&sig=${sign(row.hash, path, exp)}`;
}

/** The signed-in user a link was made for, or null when it is forged, expired or its token revoked. */
export async function userOfReportLink(db: Db, path: string, query: unknown): Promise<AuthUser | null> {
  const { t, exp, sig } = (query ?? {}) as Record<string, unknown>;
  if (typeof t !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
  const tokenId = Number(t);
  const expiry = Number(exp);
  const nowS = Math.floor(Date.now() / 1000);
  if (!Number.isInteger(tokenId) || tokenId < 1 || tokenId > 2_147_483_647 || !Number.isInteger(expiry)) return null;
  if (expiry < nowS || expiry > nowS + LINK_TTL_S) return null;
  const [row] = await db
    .select({
      hash: accessTokens.tokenHash,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
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
  if (!row) return null;
  const expected = Buffer.from(sign(row.hash, path, expiry));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, tokenId: row.tokenId };
}
