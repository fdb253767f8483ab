import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '@wohnwerk/contract/auth';
import type { Db } from '../db/client.ts';

/** The statements of the bearer check (plugins/auth.ts holds its rules). */

/** How long a staff or admin session lives from its sign-in, and without a request (decision 102). */
interface StaffSessionLimits {
  lifeSeconds: number;
  idleSeconds: number;
}

/**
 * When a token row `t` of user `u` still signs its user in: not revoked (logout), not expired,
 * the user not deleted, and a staff or admin session within its life from the sign-in and its
 * idle time (decision 102). One rule for requests and for open event streams (lib/event-stream.ts).
 */
export function liveSession(limits: StaffSessionLimits): SQL {
  return sql`t.revoked_at is null and t.expires_at > now()
          and u.deleted_at is null
          and (u.role = 'customer' or (
            t.created_at > now() - make_interval(secs => ${limits.lifeSeconds}::int)
            and coalesce(t.last_used_at, t.created_at) > now() - make_interval(secs => ${limits.idleSeconds}::int)))`;
}

/** Of the given tokens, those that still sign their user in (`live`), with the user's role now. */
export async function liveTokenRows(db: Db, live: SQL, tokenIds: number[]): Promise<{ id: number; role: Role }[]> {
  const result = (await db.execute(sql`
    select t.id, u.role from "access_tokens" t join users u on u.id = t.user_id
    where t.id = any(${`{${tokenIds.join(',')}}`}::int[]) and ${live}`)) as unknown as {
    rows: { id: number; role: Role }[];
  };
  return result.rows;
}

/**
 * The user of the token with this hash while it is live, in one statement. A staff or admin
 * token's last use is written by the same statement, at most once a minute, so a busy staff
 * screen costs no write per request; customers' tokens are never written.
 */
export async function userOfTokenHash(db: Db, live: SQL, tokenHash: string) {
  const result = (await db.execute(sql`
      with found as (
        select u.id, u.name, u.email, u.role, u.seller_id, t.id as token_id,
               u.role <> 'customer' and coalesce(t.last_used_at, t.created_at) < now() - interval '60 seconds' as touch
        from "access_tokens" t join users u on u.id = t.user_id
        where t.token_hash = ${tokenHash} and ${live}
        limit 1),
      touched as (update access_tokens set last_used_at = now() where id in (select token_id from found where touch))
      select id, name, email, role, seller_id, token_id from found`)) as unknown as {
    rows: { id: number; name: string; email: string; role: Role; seller_id: number | null; token_id: number }[];
  };
  return result.rows[0] ?? null;
}
