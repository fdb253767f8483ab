import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { unrevokedTokenUser } from './signed-links.queries.ts';

/**
 * Short-lived signed report links (decisions 041, 102). The browser opens reports in a new tab,
 * which cannot send the bearer header; a link carrying the token itself would leak it into
 * history and logs. So the API signs (token id, path, expiry) with the server's link secret
 * (lib/link-secret.ts), never with anything stored in the database: the link works for
 * LINK_TTL_S seconds, for that path only, and dies with the token on logout. Every instance
 * with the same secret can check it.
 */
const LINK_TTL_S = 300;

/** The app's database and link secret (a Fastify instance has both). */
export interface LinkSigner {
  db: Db;
  linkSecret: string;
}

const sign = (secret: string, tokenId: number, path: string, exp: number) =>
  createHmac('sha256', secret).update(`${tokenId}|${path}|${exp}`).digest('base64url');

export async function signReportLink(
  app: LinkSigner,
  tokenId: number,
  path: string,
  now = Date.now(),
): Promise<string> {
  const exp = Math.floor(now / 1000) + LINK_TTL_S;
  return `${path}?t=${tokenId}&exp=${exp}&sig=${sign(app.linkSecret, tokenId, path, exp)}`;
}

/** The signed-in user a link was made for, or null when it is forged, expired or its token revoked. */
export async function userOfReportLink(app: LinkSigner, path: string, query: unknown): Promise<AuthUser | null> {
  const { t, exp, sig } = (query ?? {}) as Record<string, unknown>;
  if (typeof t !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
  const tokenId = Number(t);
  const expiry = Number(exp);
  const nowS = Math.floor(Date.now() / 1000);
  if (!Number.isInteger(tokenId) || tokenId < 1 || tokenId > 2_147_483_647 || !Number.isInteger(expiry)) return null;
  if (expiry < nowS || expiry > nowS + LINK_TTL_S) return null;
  const expected = Buffer.from(sign(app.linkSecret, tokenId, path, expiry));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // The token must still be valid: logging out ends its links.
  const row = await unrevokedTokenUser(app.db, tokenId);
  if (!row) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, tokenId: row.tokenId, sellerId: row.sellerId };
}
