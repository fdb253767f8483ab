import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '@wohnwerk/contract/auth';
import { AppError, messages } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * Who may call a route. Every route must declare one (config.access); app.ts refuses to
 * start when a route does not, so no route is public by accident.
 * - public: anyone; the user is still resolved when a token is sent
 * - user: any signed-in user; staff: staff or admin; admin: admin only
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const allowed: Record<Exclude<Access, 'public' | 'user'>, Role[]> = {
  staff: ['staff', 'admin'],
  admin: ['admin'],
};

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * When a token row `t` of user `u` still signs its user in: not revoked (logout), not expired,
 * the user not deleted, and a staff or admin session within its life from the sign-in and its
 * idle time (decision 102). One rule for requests and for open event streams (lib/event-stream.ts).
 */
function liveSession(config: FastifyInstance['config']): SQL {
  const staffLife = Math.round(config.STAFF_TOKEN_TTL_HOURS * 3600);
  const staffIdle = Math.round(config.STAFF_IDLE_MINUTES * 60);
  return sql`t.revoked_at is null and t.expires_at > now()
          and u.deleted_at is null
          and (u.role = 'customer' or (
            t.created_at > now() - make_interval(secs => ${staffLife}::int)
            and coalesce(t.last_used_at, t.created_at) > now() - make_interval(secs => ${staffIdle}::int)))`;
}

/**
 * Of the given tokens, those that still sign their user in, with the user's role now. Reading
 * this is no use of the token: an open stream alone does not keep a session from its idle end.
 */
export async function liveTokenRoles(app: FastifyInstance, tokenIds: number[]): Promise<Map<number, Role>> {
  if (tokenIds.length === 0) return new Map();
  const result = (await app.db.execute(sql`
    select t.id, u.role from "access_tokens" t join users u on u.id = t.user_id
    where t.id = any(${`{${tokenIds.join(',')}}`}::int[]) and ${liveSession(app.config)}`)) as unknown as {
    rows: { id: number; role: Role }[];
  };
  return new Map(result.rows.map((r) => [Number(r.id), r.role]));
}

/** Whether a user of this role (none: signed out) may use a route of this access. */
export function admits(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return access === 'user' || allowed[access].includes(role);
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const live = liveSession(app.config);

  /**
   * The token's user, in one statement. Staff and admin sessions (decision 102) live shorter than
   * a customer's, counted from the sign-in whatever the token's expiry says (a role given later
   * counts too), and end after STAFF_IDLE_MINUTES without a request. Their last use is written
   * by the same statement, at most once a minute, so a busy staff screen costs no write per
   * request; customers' tokens are never written.
   */
  const userOfToken = async (token: string): Promise<AuthUser | null> => {
    const result = (await app.db.execute(sql`
      with found as (
        select u.id, u.name, u.email, u.role, t.id as token_id,
               u.role <> 'customer' and coalesce(t.last_used_at, t.created_at) < now() - interval '60 seconds' as touch
        from "access_tokens" t join users u on u.id = t.user_id
        where t.token_hash = ${hashToken(token)} and ${live}
        limit 1),
      touched as (update access_tokens set last_used_at = now() where id in (select token_id from found where touch))
      select id, name, email, role, token_id from found`)) as unknown as {
      rows: { id: number; name: string; email: string; role: Role; token_id: number }[];
    };
    const row = result.rows[0];
    return row ? { id: row.id, name: row.name, email: row.email, role: row.role, tokenId: row.token_id } : null;
  };

  /** null when the request may go on, else the error that answers it. */
  const refusal = (access: Access, user: AuthUser | null): AppError | null => {
    if (access === 'public') return null;
    if (!user) return new AppError('unauthenticated', messages.unauthenticated);
    if (!admits(access, user.role)) return new AppError('forbidden', messages.forbidden);
    return null;
  };

  // A callback hook: guests on public routes (most storefront traffic) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done(); // 404s and static files
    const token = bearer(request);
    if (!token) return done(refusal(access, null) ?? undefined);
    userOfToken(token).then(
      (user) => {
        request.user = user;
        done(refusal(access, user) ?? undefined);
      },
      (err: Error) => done(err),
    );
  });
}

/** For handlers of non-public routes: the guard above already ensured a user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.user;
}
